import { type RegisterInput, registerSchema } from '@common/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { NewPasswordFields } from '~/components/ui/password-field';
import { UsernameField } from '~/components/ui/username-field';
import { type RegisterValues, useRegister } from '../api/use-register';

/**
 * Self-registration. The firm assigns credentials itself, so no page offers
 * this form today (the server answers 403 unless ALLOW_REGISTRATION=true); it
 * is kept ready for a deployment that opens registration.
 */
export function RegisterForm() {
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterInput, unknown, RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: { fullName: '', email: '', username: '', password: '', confirmPassword: '' },
  });

  return (
    <form noValidate onSubmit={handleSubmit((values) => registration.mutate(values))} className="grid gap-5">
      <FormField label="Nome completo" error={errors.fullName?.message}>
        {(field) => <Input {...field} {...register('fullName')} autoComplete="name" />}
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        {(field) => <Input {...field} {...register('email')} type="email" autoComplete="email" />}
      </FormField>
      <UsernameField register={register} autoComplete="username" error={errors.username?.message} />
      <NewPasswordFields
        label="Password"
        name="password"
        register={register}
        error={errors.password?.message}
        confirmError={errors.confirmPassword?.message}
      />
      <Button type="submit" size="lg" pending={registration.isPending}>
        {registration.isPending ? 'Registrazione in corso...' : 'Registrati'}
      </Button>
    </form>
  );
}
