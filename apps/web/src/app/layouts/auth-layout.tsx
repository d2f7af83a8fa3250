import { Outlet } from 'react-router';
import { AuthFrame } from '@/features/auth/components/auth-frame';

/** The frame of the /auth routes (login, signup, token login). */
export const AuthLayout = () => (
  <AuthFrame>
    <Outlet />
  </AuthFrame>
);
