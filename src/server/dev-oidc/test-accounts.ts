/** The development issuer's test accounts (docs/decisions/015): no passwords, pick one. */
export interface TestAccount {
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
}

/** Seeded accounts shown on the "Choose a test account" page. */
export const TEST_ACCOUNTS: readonly TestAccount[] = [
  { sub: 'dev-asha', email: 'asha@example.in', givenName: 'Asha', familyName: 'Verma' },
  { sub: 'dev-ravi', email: 'ravi@example.in', givenName: 'Ravi', familyName: 'Kumar' },
  { sub: 'dev-meera', email: 'meera@example.in', givenName: 'Meera', familyName: 'Iyer' },
];

/** The account with this subject, or undefined. */
export function findTestAccount(sub: string): TestAccount | undefined {
  return TEST_ACCOUNTS.find((a) => a.sub === sub);
}
