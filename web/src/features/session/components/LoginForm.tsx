/** The e-mail and password form; what was typed stays after a failed attempt (DESIGN §7). */
import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import type { FormEvent } from 'react';

interface Props {
  busy: boolean;
  onSubmit: (email: string, password: string) => void;
}

export function LoginForm({ busy, onSubmit }: Props) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(email.trim(), password);
  };
  return (
    <form onSubmit={submit} aria-label="Sign in">
      <FormGroup label="E-mail" labelFor="login-email">
        <InputGroup
          id="login-email"
          type="email"
          autoComplete="username"
          value={email}
          onValueChange={setEmail}
          required
          size="small"
        />
      </FormGroup>
      <FormGroup label="Password" labelFor="login-password">
        <InputGroup
          id="login-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onValueChange={setPassword}
          required
          size="small"
        />
      </FormGroup>
      <Button type="submit" intent="primary" fill loading={busy} text="Sign in" size="small" />
    </form>
  );
}
