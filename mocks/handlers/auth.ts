import { http } from 'msw';
import { db, newId, randomToken, sixDigitCode } from '../db';
import { clearSessionCookie, expressNotFound, originalServer, setSessionCookie } from './server-manners';
import { currentUser, fail, ok, publicUser, readJsonBody, respondDelay, sessionToken, text } from './utils';

function sendEmail(to: string, subject: string, code: string, body: string) {
  db.state.outbox.push({ to, subject, code, body, sentAt: new Date().toISOString() });
  if (typeof window !== 'undefined' && import.meta.env.MODE !== 'test') {
    // The mock's "mail server": whoever runs the shop reads the message in the console.
    console.info(`[mock email] to ${to} — ${subject}\n${body}`);
  }
}

function findByEmail(email: string) {
  const wanted = email.toLowerCase();
  return db.state.users.find((user) => user.email.toLowerCase() === wanted);
}

export const authHandlers = [
  http.post('*/api/auth/register', async ({ request }) => {
    await respondDelay();
    const body = await readJsonBody(request);
    const userName = text(body.userName);
    const email = text(body.email);
    const password = typeof body.password === 'string' ? body.password : '';
    if (!userName || !email || !password) return fail(400, 'Please fill in user name, email and password');
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return fail(400, 'Please enter a valid email address');
    if (findByEmail(email)) return fail(409, 'User Already exists with the same email! Please try again');
    // The original server has no verification: the account is ready at once.
    const verified = originalServer();
    const code = verified ? null : sixDigitCode();
    db.state.users.push({
      _id: newId(),
      userName,
      email,
      password,
      role: 'user',
      verified,
      verificationCode: code,
    });
    if (!code) {
      db.save();
      return ok({ message: 'Registration successful' });
    }
    sendEmail(email, 'Verify your account', code, `Hello ${userName}, your verification code is ${code}.`);
    db.save();
    return ok({ message: 'Registration successful. We sent a verification code to your email.' }, 201);
  }),

  http.post('*/api/auth/verify', async ({ request }) => {
    await respondDelay();
    if (originalServer()) return expressNotFound(request);
    const body = await readJsonBody(request);
    const email = text(body.email);
    const code = text(body.code);
    if (!email || !code) return fail(400, 'Email and code are required');
    const user = findByEmail(email);
    if (!user) return fail(404, 'No account found with this email');
    if (user.verified) return fail(400, 'This account is already verified. Please sign in.');
    if (user.verificationCode !== code) return fail(400, 'Invalid verification code');
    user.verified = true;
    user.verificationCode = null;
    db.save();
    return ok({ message: 'Account verified successfully', user: publicUser(user) });
  }),

  http.post('*/api/auth/login', async ({ request }) => {
    await respondDelay();
    const body = await readJsonBody(request);
    const email = text(body.email);
    const password = typeof body.password === 'string' ? body.password : '';
    if (!email || !password) return fail(400, 'Email and password are required');
    const user = findByEmail(email);
    if (!user) return fail(404, "User doesn't exists! Please register first");
    if (user.password !== password) return fail(401, 'Incorrect password! Please try again');
    if (!user.verified) return fail(403, 'Please verify your account before signing in');
    const token = randomToken();
    db.state.sessions[token] = user._id;
    db.save();
    if (originalServer()) {
      // The token travels in the cookie only.
      setSessionCookie(token);
      return ok({ message: 'Logged in successfully', user: publicUser(user) });
    }
    return ok({ message: 'Logged in successfully', token, user: publicUser(user) });
  }),

  http.post('*/api/auth/logout', async ({ request }) => {
    await respondDelay();
    const token = sessionToken(request);
    if (token && db.state.sessions[token]) {
      delete db.state.sessions[token];
      db.save();
    }
    if (originalServer()) clearSessionCookie();
    return ok({ message: 'Logged out successfully!' });
  }),

  http.get('*/api/auth/check-auth', async ({ request }) => {
    await respondDelay();
    const user = currentUser(request);
    if (!user) return fail(401, 'Unauthorised user!');
    return ok({ message: 'Authenticated user!', user: publicUser(user) });
  }),

  http.post('*/api/auth/request-reset', async ({ request }) => {
    await respondDelay();
    if (originalServer()) return expressNotFound(request);
    const body = await readJsonBody(request);
    const email = text(body.email);
    if (!email) return fail(400, 'Email is required');
    const user = findByEmail(email);
    if (!user) return fail(404, 'No account found with this email');
    const token = randomToken(16);
    db.state.resetTokens[token] = { userId: user._id, used: false };
    sendEmail(
      user.email,
      'Reset your password',
      token,
      `Open /auth/reset-password/${token} to choose a new password.`,
    );
    db.save();
    return ok({ message: 'Password reset email sent' });
  }),

  http.post('*/api/auth/reset-password/:token', async ({ request, params }) => {
    await respondDelay();
    if (originalServer()) return expressNotFound(request);
    const body = await readJsonBody(request);
    const newPassword = typeof body.newPassword === 'string' ? body.newPassword : '';
    const entry = db.state.resetTokens[String(params.token)];
    if (!entry || entry.used) return fail(400, 'This reset link is invalid or has already been used');
    if (!newPassword.trim()) return fail(400, 'New password is required');
    const user = db.state.users.find((candidate) => candidate._id === entry.userId);
    if (!user) return fail(404, 'User not found');
    user.password = newPassword;
    entry.used = true;
    // A new password signs out every existing session of that user.
    for (const [token, userId] of Object.entries(db.state.sessions)) {
      if (userId === user._id) delete db.state.sessions[token];
    }
    db.save();
    return ok({ message: 'Password reset successfully' });
  }),
];
