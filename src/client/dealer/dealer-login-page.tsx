/**
 * /dealer (spec §2 "Login", §4 "Dealer", §5, §8): phone step → check-phone → first-time PIN
 * setup or the PIN step → /dealer-dashboard. Logged-in dealers go straight to the dashboard.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { ArrowLeft, KeyRound, Loader2, Phone, ShieldCheck } from 'lucide-react';
import { Button } from '../components/ui/button';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { toast } from '../components/ui/toast';
import { dealerApi, readDealerToken, saveDealerSession } from './dealer-api';
import { DealerFrame } from './dealer-layout';
import type { DealerLoginResponse } from './dealer-types';
import {
  LOGIN_TOASTS,
  PHONE_MESSAGE,
  PIN_MESSAGE,
  SETUP_CODE_MESSAGE,
  isValidDealerPhone,
  isValidPin,
  isValidSetupCode,
  loginFailureMessage,
  stepForPhoneCheck,
} from './login-rules';
import { digitsOnly, phoneDigits } from '#shared/phone';

type Step = 'phone' | 'pin' | 'setup';

function FieldError({ id, message }: { id: string; message: string | null }) {
  return message ? (
    <p id={id} role="alert" className="text-sm text-red-600">
      {message}
    </p>
  ) : null;
}

/** The dealer login page. */
export function DealerLoginPage() {
  const [, navigate] = useLocation();
  const [step, setStep] = useState<Step>('phone');
  const [phone, setPhone] = useState('');
  const [pin, setPin] = useState('');
  const [setupCode, setSetupCode] = useState('');
  const [newPin, setNewPin] = useState('');
  const [confirmPin, setConfirmPin] = useState('');
  const [businessName, setBusinessName] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { phone: useId(), pin: useId(), setupCode: useId(), codeHint: useId(), newPin: useId(), confirmPin: useId(), error: useId() };
  const loggedIn = readDealerToken() !== null;

  useEffect(() => {
    if (loggedIn) navigate('/dealer-dashboard', { replace: true });
  }, [loggedIn, navigate]);

  function finishLogin(answer: DealerLoginResponse) {
    if (!answer.success || !answer.token || !answer.dealer) throw new Error(answer.message ?? 'Invalid response from server');
    saveDealerSession(answer.token, answer.dealer.id);
    toast({ title: 'Login Successful', description: `Welcome, ${answer.dealer.ownerName}!`, variant: 'success' });
    navigate('/dealer-dashboard');
  }

  // The submit handlers catch and show their own errors, so the forms fire them with `void`.
  async function submitPhone(event: FormEvent) {
    event.preventDefault();
    if (!isValidDealerPhone(phone)) return setError(PHONE_MESSAGE);
    setError(null);
    setBusy(true);
    try {
      const answer = await dealerApi.checkPhone(phone);
      const next = stepForPhoneCheck(answer);
      if (next === 'not-found') toast({ ...LOGIN_TOASTS.notFound, variant: 'destructive' });
      else if (next === 'inactive') toast({ ...LOGIN_TOASTS.inactive, variant: 'destructive' });
      else {
        setBusinessName(answer.businessName);
        setStep(next);
      }
    } catch (cause) {
      toast({ title: 'Error', description: loginFailureMessage(cause, 'Something went wrong. Please try again.'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  async function submitPin(event: FormEvent) {
    event.preventDefault();
    if (!isValidPin(pin)) return setError(PIN_MESSAGE);
    setError(null);
    setBusy(true);
    try {
      finishLogin(await dealerApi.login(phone, pin));
    } catch (cause) {
      const message = loginFailureMessage(cause, 'Invalid PIN');
      setError(message);
      setPin('');
      toast({ title: LOGIN_TOASTS.loginFailedTitle, description: message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  async function submitSetup(event: FormEvent) {
    event.preventDefault();
    if (!isValidSetupCode(setupCode)) {
      setError(SETUP_CODE_MESSAGE);
      return toast({ title: 'Invalid Setup Code', description: SETUP_CODE_MESSAGE, variant: 'destructive' });
    }
    if (newPin !== confirmPin) {
      setError(LOGIN_TOASTS.pinMismatch.description);
      return toast({ ...LOGIN_TOASTS.pinMismatch, variant: 'destructive' });
    }
    if (!isValidPin(newPin)) {
      setError(LOGIN_TOASTS.invalidSetupPin.description);
      return toast({ ...LOGIN_TOASTS.invalidSetupPin, variant: 'destructive' });
    }
    setError(null);
    setBusy(true);
    try {
      finishLogin(await dealerApi.setupPin(phone, setupCode, newPin));
    } catch (cause) {
      const message = loginFailureMessage(cause, 'Could not set your PIN. Please try again.');
      setError(message);
      toast({ title: LOGIN_TOASTS.setupFailedTitle, description: message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  function back() {
    setStep('phone');
    setPin('');
    setSetupCode('');
    setNewPin('');
    setConfirmPin('');
    setError(null);
  }

  const spinner = busy && <Loader2 className="animate-spin" aria-hidden />;
  const errorProps = (invalid: boolean) => (invalid && error ? { 'aria-invalid': true, 'aria-describedby': ids.error } : {});

  return (
    <DealerFrame>
      <div className="mx-auto grid max-w-md gap-6 pt-4 sm:pt-10">
        <div className="text-center">
          <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-2xl bg-pink-100 text-pink-700" aria-hidden="true">
            {step === 'phone' ? <Phone className="h-7 w-7" /> : <KeyRound className="h-7 w-7" />}
          </span>
          <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-gray-950 sm:text-3xl">
            {step === 'setup' ? 'Set Up Your PIN' : 'Dealer Login'}
          </h1>
          <p className="mt-1 text-sm text-gray-600">
            {step === 'phone' && 'Sign in with the phone number registered with Chaabi.'}
            {step === 'pin' && (businessName ? `Welcome back, ${businessName}. Enter your PIN.` : 'Enter your PIN.')}
            {step === 'setup' &&
              (businessName
                ? `First login for ${businessName}: enter the setup code from the admin and choose a 4-6 digit PIN.`
                : 'First login: enter the setup code from the admin and choose a 4-6 digit PIN.')}
          </p>
        </div>

        <div className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
          {step === 'phone' && (
            <form noValidate onSubmit={(event) => void submitPhone(event)} className="grid gap-4" aria-label="Dealer login">
              <div className="grid gap-1.5">
                <Label htmlFor={ids.phone}>Phone Number</Label>
                <div className="flex">
                  <span className="inline-flex items-center rounded-l-lg border border-r-0 border-gray-300 bg-gray-50 px-3 text-sm text-gray-600">
                    +91
                  </span>
                  <Input
                    id={ids.phone}
                    value={phone}
                    onChange={(e) => setPhone(phoneDigits(e.target.value))}
                    inputMode="numeric"
                    autoComplete="tel-national"
                    placeholder="10-digit mobile number"
                    className="rounded-l-none"
                    {...errorProps(true)}
                  />
                </div>
                <FieldError id={ids.error} message={error} />
              </div>
              <Button type="submit" variant="brand" size="lg" disabled={busy}>
                {spinner}
                Continue
              </Button>
            </form>
          )}

          {step === 'pin' && (
            <form noValidate onSubmit={(event) => void submitPin(event)} className="grid gap-4" aria-label="Dealer sign in">
              <p className="text-sm text-gray-600">
                Phone: <span className="font-semibold text-gray-900">+91 {phone}</span>
              </p>
              <div className="grid gap-1.5">
                <Label htmlFor={ids.pin}>PIN</Label>
                <Input
                  id={ids.pin}
                  type="password"
                  value={pin}
                  onChange={(e) => setPin(digitsOnly(e.target.value, 6))}
                  inputMode="numeric"
                  autoComplete="current-password"
                  placeholder="4-6 digit PIN"
                  autoFocus
                  {...errorProps(true)}
                />
                <FieldError id={ids.error} message={error} />
              </div>
              <div className="grid grid-cols-2 gap-2">
                <Button type="button" variant="outline" size="lg" onClick={back} disabled={busy}>
                  <ArrowLeft aria-hidden />
                  Back
                </Button>
                <Button type="submit" variant="brand" size="lg" disabled={busy}>
                  {spinner}
                  Sign In
                </Button>
              </div>
            </form>
          )}

          {step === 'setup' && (
            <form noValidate onSubmit={(event) => void submitSetup(event)} className="grid gap-4" aria-label="First-time setup">
              <div className="grid gap-1.5">
                <Label htmlFor={ids.phone}>Phone Number</Label>
                <Input id={ids.phone} value={`+91 ${phone}`} readOnly className="bg-gray-50 text-gray-700" />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor={ids.setupCode}>Setup Code</Label>
                <Input
                  id={ids.setupCode}
                  value={setupCode}
                  onChange={(e) =>
                    setSetupCode(
                      e.target.value
                        .toUpperCase()
                        .replace(/[^0-9A-Z -]/g, '')
                        .slice(0, 13),
                    )
                  }
                  autoComplete="one-time-code"
                  autoCapitalize="characters"
                  spellCheck={false}
                  placeholder="e.g. 7K3QX-M9P2D"
                  autoFocus
                  aria-describedby={error ? `${ids.codeHint} ${ids.error}` : ids.codeHint}
                  aria-invalid={error ? true : undefined}
                />
                <p id={ids.codeHint} className="text-xs text-gray-500">
                  The admin sent you this one-time code (valid 72 hours). Lost it? Ask the admin for a new one.
                </p>
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor={ids.newPin}>New PIN</Label>
                <Input
                  id={ids.newPin}
                  type="password"
                  value={newPin}
                  onChange={(e) => setNewPin(digitsOnly(e.target.value, 6))}
                  inputMode="numeric"
                  autoComplete="new-password"
                  placeholder="4-6 digits"
                  {...errorProps(true)}
                />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor={ids.confirmPin}>Confirm PIN</Label>
                <Input
                  id={ids.confirmPin}
                  type="password"
                  value={confirmPin}
                  onChange={(e) => setConfirmPin(digitsOnly(e.target.value, 6))}
                  inputMode="numeric"
                  autoComplete="new-password"
                  placeholder="Repeat your PIN"
                  {...errorProps(true)}
                />
                <FieldError id={ids.error} message={error} />
              </div>
              <section aria-label="Security tips" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
                <p className="flex items-center gap-1.5 font-semibold">
                  <ShieldCheck className="h-4 w-4" aria-hidden />
                  Security tips
                </p>
                <ul className="mt-1 list-disc space-y-0.5 pl-5">
                  <li>Avoid easy PINs like 1234, 0000 or your birth year.</li>
                  <li>Never share your PIN, not even with Chaabi staff.</li>
                  <li>Forgot it? The Chaabi admin can reset it for you.</li>
                </ul>
              </section>
              <div className="grid grid-cols-2 gap-2">
                <Button type="button" variant="outline" size="lg" onClick={back} disabled={busy}>
                  <ArrowLeft aria-hidden />
                  Back
                </Button>
                <Button type="submit" variant="brand" size="lg" disabled={busy}>
                  {spinner}
                  Set PIN &amp; Login
                </Button>
              </div>
            </form>
          )}
        </div>
      </div>
    </DealerFrame>
  );
}
