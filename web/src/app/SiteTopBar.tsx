import { WEB_PAGES } from '@rha/contracts/reference';
import { Avatar, Button, Menu, Stack, TopBar } from '@rha/design-system';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useUser } from '../api/useUser';
import { useAuth } from '../auth/AuthContext';

// Only a signed-in person has a bell: visitors of the public pages download none of it (nor the
// schemas its live notices are checked against).
const TopBarNotifications = lazy(() =>
  import('../features/notifications/TopBarNotifications').then((module) => ({
    default: module.TopBarNotifications,
  })),
);

// Likewise the calls' live relay and ringing notices.
const TopBarCalls = lazy(() =>
  import('../features/calls/TopBarCalls').then((module) => ({ default: module.TopBarCalls })),
);

function isAuthPage(pathname: string): boolean {
  return pathname === '/auth' || pathname.startsWith('/auth/');
}

/** A long name is cut short rather than pushing the bar past the screen; its title has it whole. */
const AccountName = styled.span`
  max-width: 10rem;
  overflow: hidden;
  text-overflow: ellipsis;
`;

function AccountActions() {
  const { hasRole, logout } = useAuth();
  const { data: user } = useUser();
  const [loggingOut, setLoggingOut] = useState(false);

  const handleLogout = () => {
    setLoggingOut(true);
    // On success the browser leaves for the identity provider; a failure has shown its toast already.
    logout().catch(() => setLoggingOut(false));
  };

  return (
    <>
      <NavLink to="/dashboard">Dashboard</NavLink>
      {hasRole('company') && <NavLink to="/invoices">Invoices</NavLink>}
      {hasRole('technician') && <NavLink to={WEB_PAGES.earnings}>Earnings</NavLink>}
      {hasRole('admin') && <NavLink to="/admin">Admin</NavLink>}
      <Button
        variant="ghost"
        size="sm"
        loading={loggingOut}
        loadingLabel="Logging out..."
        onClick={handleLogout}
      >
        Logout
      </Button>
      {user?.fullName && (
        <Stack direction="row" gap={2} align="center">
          <Avatar name={user.fullName} size="sm" decorative />
          <AccountName title={user.fullName}>{user.fullName}</AccountName>
        </Stack>
      )}
    </>
  );
}

/** The top bar of every page with the links, the Work With Us menu and the account actions. */
export function SiteTopBar() {
  const { status } = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  // While the session loads nothing is shown, so a signed-in visitor never sees Sign In flash by.
  // On the auth pages their own Sign In is the action, so the bar does not offer a second one.
  const signInAction =
    status === 'loading' || isAuthPage(pathname) ? undefined : (
      <Button size="sm" onClick={() => navigate('/auth')}>
        Sign In
      </Button>
    );

  return (
    <TopBar
      // A new page starts with the small-screen menu closed, whichever control led there.
      key={pathname}
      brand={<Link to="/">Remote Hands Alaska</Link>}
      navigation={
        <>
          <NavLink to="/how-it-works">How It Works</NavLink>
          <Menu label="Work With Us">
            <Link to="/services">Hire Remote Hands</Link>
            <Link to="/technicians">Become a Technician</Link>
            <Link to="/partners">Become A Partner</Link>
          </Menu>
          <NavLink to="/use-cases">Use Cases</NavLink>
          <NavLink to="/about">About</NavLink>
        </>
      }
      actions={status === 'authenticated' ? <AccountActions /> : signInAction}
      {...(status === 'authenticated' && {
        status: (
          <Suspense fallback={null}>
            <TopBarNotifications />
            <TopBarCalls />
          </Suspense>
        ),
      })}
    />
  );
}
