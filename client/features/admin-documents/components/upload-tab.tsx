import { Files, FileUp } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs';
import { BulkUpload } from './bulk-upload';
import { SingleUploadCard } from './single-upload-card';
import { UploadInfoCard } from './upload-info-card';

// Both panels stay mounted (hidden when inactive): switching sub-tab during an
// upload must neither stop it nor lose the files chosen.
const keptPanel = 'data-[state=inactive]:hidden';
// On a phone the two labels share one row and may wrap inside their half.
const trigger = 'px-2 text-center whitespace-normal sm:px-4';

/** The admin panel's 'Carica Documenti' tab. */
export function UploadTab() {
  return (
    <section aria-labelledby="upload-heading">
      <h2 id="upload-heading" className="text-xl font-semibold text-slate-900">
        Carica Documenti
      </h2>
      <Tabs defaultValue="singolo" className="mt-4">
        <TabsList
          aria-label="Modalità di caricamento"
          className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto"
        >
          <TabsTrigger value="singolo" className={trigger}>
            <FileUp aria-hidden="true" />
            Caricamento Singolo
          </TabsTrigger>
          <TabsTrigger value="massivo" className={trigger}>
            <Files aria-hidden="true" />
            Caricamento Massivo
          </TabsTrigger>
        </TabsList>
        <TabsContent value="singolo" forceMount className={keptPanel}>
          <div className="grid gap-6 lg:grid-cols-3">
            <SingleUploadCard />
            <UploadInfoCard />
          </div>
        </TabsContent>
        <TabsContent value="massivo" forceMount className={keptPanel}>
          <BulkUpload />
        </TabsContent>
      </Tabs>
    </section>
  );
}
