import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** The sign-in screens' full-width submit button; while disabled, `hint` under it says why. */
export function SubmitButton({ disabled, hint, children }: { disabled: boolean; hint: string | undefined; children: ReactNode }) {
  const hintId = useId();
  return (
    <>
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
        sx={{ mt: 2 }}
      >
        {children}
      </Button>
      {hint ? (
        <Typography id={hintId} variant="body2" color="text.secondary" align="center" sx={{ mt: 1 }}>
          {hint}
        </Typography>
      ) : null}
    </>
  );
}
