/**
 * /dealer (docs/product.md#dealer-screens "Login", docs/product.md#dealer-flows,
 * docs/product.md#dealer-inputs, docs/product.md#dealer-messages): phone step → check-phone →
 * first-time PIN setup or the PIN step → /dealer-dashboard. Logged-in dealers go straight to the
 * dashboard. Each step is a react-hook-form form over the shared dealer schemas (login-rules.ts).
 */
import { useEffect, useId, useState } from 'react';
import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation } from 'wouter';
import { ArrowLeft, KeyRound, Loader2, Phone, ShieldCheck } from 'lucide-react';
import { Button } from '../components/ui/button';
import { cleanField, digitsField, Field, FieldError, phoneField } from '../components/ui/field';
import { Input, PhoneInput } from '../components/ui/input';
import { toast } from '../components/ui/toast';
import { dealerApi, readDealerToken, saveDealerSession } from './dealer-api';
import { DealerFrame } from './dealer-layout';
import type { DealerLoginResponse } from './dealer-types';
import {
  LOGIN_TOASTS,
  PhoneStepForm,
  PinStepForm,
  SETUP_CODE_MESSAGE,
  SetupStepForm,
  loginFailureMessage,
  stepForPhoneCheck,
} from './login-rules';

type Step = 'phone' | 'pin' | 'setup';

/** The submit and Back buttons of the PIN and setup steps. */
function StepButtons({ busy, onBack, label }: { busy: boolean; onBack: () => void; label: string }) {
  return (
    <div className="grid grid-cols-2 gap-2">
      <Button type="button" variant="outline" size="lg" onClick={onBack} disabled={busy}>
        <ArrowLeft aria-hidden />
        Back
      </Button>
      <Button type="submit" variant="brand" size="lg" disabled={busy}>
        {busy && <Loader2 className="animate-spin" aria-hidden />}
        {label}
      </Button>
    </div>
  );
}

/** Step 1: the registered phone number; `onChecked` gets it with the next step. */
function PhoneStep({
  phone,
  onChecked,
}: {
  /** The number typed before (kept when the dealer comes Back). */
  phone: string;
  onChecked: (phone: string, next: 'pin' | 'setup', businessName: string | null) => void;
}) {
  const form = useForm<PhoneStepForm>({ resolver: zodResolver(PhoneStepForm), defaultValues: { phoneNumber: phone } });
  const { register, handleSubmit, formState } = form;
  // Catches and toasts its own errors, so the form fires it with `void`.
  const submit = async ({ phoneNumber }: PhoneStepForm) => {
    try {
      const answer = await dealerApi.checkPhone(phoneNumber);
      const next = stepForPhoneCheck(answer);
      if (next === 'not-found') toast({ ...LOGIN_TOASTS.notFound, variant: 'destructive' });
      else if (next === 'inactive') toast({ ...LOGIN_TOASTS.inactive, variant: 'destructive' });
      else onChecked(phoneNumber, next, answer.businessName);
    } catch (cause) {
      toast({ title: 'Error', description: loginFailureMessage(cause, 'Something went wrong. Please try again.'), variant: 'destructive' });
    }
  };
  // POST, like the other steps: should the browser ever submit a step itself (no script yet),
  // the phone number or PIN stays out of the URL (decision 096).
  return (
    <form method="post" noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="grid gap-4" aria-label="Dealer login">
      <Field announce label="Phone Number" error={formState.errors.phoneNumber?.message}>
        {(aria) => (
          <PhoneInput {...aria} {...phoneField(register('phoneNumber'))} autoComplete="tel-national" placeholder="10-digit mobile number" />
        )}
      </Field>
      <Button type="submit" variant="brand" size="lg" disabled={formState.isSubmitting}>
        {formState.isSubmitting && <Loader2 className="animate-spin" aria-hidden />}
        Continue
      </Button>
    </form>
  );
}

/** Step 2 for a dealer with a PIN: sign in; a refused PIN clears the field and shows why. */
function PinStep({ phone, onBack, onLogin }: { phone: string; onBack: () => void; onLogin: (answer: DealerLoginResponse) => void }) {
  const form = useForm<PinStepForm>({ resolver: zodResolver(PinStepForm), defaultValues: { pin: '' } });
  const { register, handleSubmit, formState, setError, setValue } = form;
  // Catches and shows its own errors, so the form fires it with `void`.
  const submit = async ({ pin }: PinStepForm) => {
    try {
      onLogin(await dealerApi.login(phone, pin));
    } catch (cause) {
      const message = loginFailureMessage(cause, 'Invalid PIN');
      setValue('pin', '');
      setError('pin', { message });
      toast({ title: LOGIN_TOASTS.loginFailedTitle, description: message, variant: 'destructive' });
    }
  };
  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => void handleSubmit(submit)(event)}
      className="grid gap-4"
      aria-label="Dealer sign in"
    >
      <p className="text-sm text-gray-600">
        Phone: <span className="font-semibold text-gray-900">+91 {phone}</span>
      </p>
      <Field announce label="PIN" error={formState.errors.pin?.message}>
        {(aria) => (
          <Input
            {...aria}
            type="password"
            {...digitsField(register('pin'), 6)}
            inputMode="numeric"
            autoComplete="current-password"
            placeholder="4-6 digit PIN"
            autoFocus
          />
        )}
      </Field>
      <StepButtons busy={formState.isSubmitting} onBack={onBack} label="Sign In" />
    </form>
  );
}

/** The toast for the first thing wrong with the setup form (docs/product.md#customer-messages). */
function toastSetupProblem(errors: FieldErrors<SetupStepForm>) {
  if (errors.setupCode) toast({ title: 'Invalid Setup Code', description: SETUP_CODE_MESSAGE, variant: 'destructive' });
  else if (errors.confirmPin) toast({ ...LOGIN_TOASTS.pinMismatch, variant: 'destructive' });
  else if (errors.newPin) toast({ ...LOGIN_TOASTS.invalidSetupPin, variant: 'destructive' });
}

/** Step 2 for a first login: the admin's setup code and a new PIN, twice. */
function SetupStep({ phone, onBack, onLogin }: { phone: string; onBack: () => void; onLogin: (answer: DealerLoginResponse) => void }) {
  const form = useForm<SetupStepForm>({
    resolver: zodResolver(SetupStepForm),
    defaultValues: { setupCode: '', newPin: '', confirmPin: '' },
  });
  const { register, handleSubmit, formState, setError } = form;
  const errors = formState.errors;
  const hintId = useId();
  const phoneId = useId();
  const refusedId = useId();
  // Catches and shows its own errors, so the form fires it with `void`.
  const submit = async ({ setupCode, newPin }: SetupStepForm) => {
    try {
      onLogin(await dealerApi.setupPin(phone, setupCode, newPin));
    } catch (cause) {
      const message = loginFailureMessage(cause, 'Could not set your PIN. Please try again.');
      setError('root', { message });
      toast({ title: LOGIN_TOASTS.setupFailedTitle, description: message, variant: 'destructive' });
    }
  };
  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => void handleSubmit(submit, toastSetupProblem)(event)}
      className="grid gap-4"
      aria-label="First-time setup"
    >
      <Field id={phoneId} label="Phone Number">
        {(aria) => <Input {...aria} value={`+91 ${phone}`} readOnly className="bg-gray-50 text-gray-700" />}
      </Field>
      <Field announce label="Setup Code" error={errors.setupCode?.message}>
        {(aria) => (
          <>
            <Input
              {...aria}
              aria-describedby={[hintId, aria['aria-describedby']].filter(Boolean).join(' ')}
              {...cleanSetupCode(register('setupCode'))}
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="e.g. 7K3QX-M9P2D"
              autoFocus
            />
            <p id={hintId} className="text-xs text-gray-500">
              The admin sent you this one-time code (valid 72 hours). Lost it? Ask the admin for a new one.
            </p>
          </>
        )}
      </Field>
      <Field announce label="New PIN" error={errors.newPin?.message}>
        {(aria) => (
          <Input
            {...aria}
            type="password"
            {...digitsField(register('newPin'), 6)}
            inputMode="numeric"
            autoComplete="new-password"
            placeholder="4-6 digits"
          />
        )}
      </Field>
      <Field announce label="Confirm PIN" error={errors.confirmPin?.message}>
        {(aria) => (
          <Input
            {...aria}
            type="password"
            {...digitsField(register('confirmPin'), 6)}
            inputMode="numeric"
            autoComplete="new-password"
            placeholder="Repeat your PIN"
          />
        )}
      </Field>
      <FieldError id={refusedId} message={errors.root?.message} alert />
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
      <StepButtons busy={formState.isSubmitting} onBack={onBack} label="Set PIN & Login" />
    </form>
  );
}

/** A typed setup code in upper case, only its alphabet, spaces and hyphens, at most 13 characters. */
function cleanSetupCode(field: ReturnType<UseFormRegister<SetupStepForm>>) {
  return cleanField(field, (value) =>
    value
      .toUpperCase()
      .replace(/[^0-9A-Z -]/g, '')
      .slice(0, 13),
  );
}

/** The dealer login page. */
export function DealerLoginPage() {
  const [, navigate] = useLocation();
  const [step, setStep] = useState<Step>('phone');
  const [phone, setPhone] = useState('');
  const [businessName, setBusinessName] = useState<string | null>(null);
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

  const back = () => setStep('phone');

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
            <PhoneStep
              phone={phone}
              onChecked={(checked, next, name) => {
                setPhone(checked);
                setBusinessName(name);
                setStep(next);
              }}
            />
          )}
          {step === 'pin' && <PinStep phone={phone} onBack={back} onLogin={finishLogin} />}
          {step === 'setup' && <SetupStep phone={phone} onBack={back} onLogin={finishLogin} />}
        </div>
      </div>
    </DealerFrame>
  );
}
