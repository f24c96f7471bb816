let common: Set<string> | undefined;

// ~50,000 passwords seen most often in breaches (zxcvbn's list), loaded on first use.
async function commonPasswords(): Promise<Set<string>> {
  if (!common) {
    const { dictionary } = await import('@zxcvbn-ts/language-common');
    common = new Set(dictionary['passwords-common'].map((p) => String(p).toLowerCase()));
  }
  return common;
}

/** An Italian reason to refuse the password, or null when it is acceptable. */
export async function passwordProblem(password: string, username: string): Promise<string | null> {
  const lower = password.trim().toLowerCase();
  if (lower === username.trim().toLowerCase()) return 'La password non può coincidere con lo username';
  if ((await commonPasswords()).has(lower)) {
    return 'Questa password è tra le più usate e facili da indovinare: scegline una diversa';
  }
  return null;
}
