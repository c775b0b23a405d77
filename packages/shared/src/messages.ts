/** Every text the UI shows for a result or an error (SPEC.md section 8), in one place. */

export const AUTH_MESSAGES = {
  invalidCredential: 'Incorrect email or password.',
  userNotFound: 'No user found with this email.',
  wrongPassword: 'Incorrect password.',
  emailInUse: 'This email is already associated with an account.',
  invalidEmail: 'Invalid email address.',
  enterValidEmail: 'Please enter a valid email address.',
  weakPassword: 'Password should be at least 6 characters.',
  googleFailed: 'Sign-in with Google failed. Try again.',
  accountCreated: 'Account created. You are now signed in.',
  loggedIn: 'Logged in successfully.',
  googleSignedIn: 'Signed in with Google successfully.',
  resetSent: 'Password reset link sent. Check your email inbox.',
  enterEmailFirst: 'Please enter your email first.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  resetRequired:
    'Too many wrong passwords were tried on this account, so for its safety it now signs in with a reset link. Press “Forgot password?” and we will email you one.',
  fillRequired: 'Please fill in all required fields.',
} as const;

export const RESET_MESSAGES = {
  expired: 'Reset link has expired. Please request a new one.',
  invalid: 'Reset link is invalid or malformed.',
  disabled: 'This user account is disabled.',
  weak: 'Password must be at least 6 characters long.',
  tooMany: 'Too many attempts. Please try again later.',
  other: 'Failed to reset password. Please try again.',
  success: 'Your password has been reset successfully.',
  redirecting: 'Redirecting to Login...',
} as const;

export const CONTACT_MESSAGES = {
  success: 'Message was sent successfully.',
  failed: 'Failed to send. Please try again.',
  internal: 'Internal Error. Please try again later.',
} as const;

export const DASHBOARD_MESSAGES = {
  loggedIn: 'Logged in successfully',
} as const;
