import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { requestJson } from '@/api/http.ts';
import { keepRefreshToken, setToken } from '@/api/token-store.ts';
import { PlainField } from '@/components/plain/plain-field.tsx';

interface Credentials {
  username: string;
  password: string;
}

type TokenAnswer = { access_token: string; refresh_token?: string };

type Missing = Partial<Record<keyof Credentials, string>>;

function missingOf({ username, password }: Credentials): Missing {
  return {
    ...(username.trim() === '' && { username: '请输入用户名' }),
    ...(password === '' && { password: '请输入密码' }),
  };
}

/** The super administrator signs in with a password (spec §1); wrong credentials come back as error_description. */
export function AdminLoginForm() {
  const navigate = useNavigate();
  const [credentials, setCredentials] = useState<Credentials>({ username: '', password: '' });
  const [checked, setChecked] = useState(false);
  const signIn = useMutation({
    mutationFn: ({ username, password }: Credentials) =>
      requestJson<TokenAnswer>({
        url: '/oauth/token',
        method: 'POST',
        data: new URLSearchParams({ grant_type: 'password', username, password }),
      }),
    onSuccess: (answer) => {
      setToken(answer.access_token);
      keepRefreshToken(answer.refresh_token);
      void navigate('/', { replace: true });
    },
  });
  // Once the user has tried to submit, each field says what it misses while it is typed in.
  const missing = checked ? missingOf(credentials) : {};

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(missingOf(credentials)).length === 0 && !signIn.isPending) signIn.mutate(credentials);
  };
  const field = (name: keyof Credentials) => ({
    name,
    value: credentials[name],
    error: missing[name],
    maxLength: 50,
    onChange: (event: { target: { value: string } }) => setCredentials({ ...credentials, [name]: event.target.value }),
  });

  return (
    <form noValidate onSubmit={submit}>
      <PlainField label="用户名" autoComplete="username" {...field('username')} />
      <PlainField label="密码" type="password" autoComplete="current-password" {...field('password')} />
      <button
        type="submit"
        className="plain-button plain-button--primary plain-button--block login-card__submit"
        aria-busy={signIn.isPending}
      >
        登录
      </button>
    </form>
  );
}
