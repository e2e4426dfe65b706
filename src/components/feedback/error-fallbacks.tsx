import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useTranslate } from '@/lib/i18n/i18n';
import { MessagePage } from './message-page';

/**
 * What a route shows when its loader or its page throws: the rest of the app (header, sidebar) stays, and
 * Try again reloads the route's data and renders it afresh. `landmark`: at the root, where no layout gives the
 * page its `main`.
 */
export function RouteErrorPage({ reset, landmark = false }: ErrorComponentProps & { landmark?: boolean }) {
  const t = useTranslate();
  const router = useRouter();
  const queryErrorReset = useQueryErrorResetBoundary();

  useEffect(() => {
    // Let queries that failed inside this boundary fetch again on the next render.
    queryErrorReset.reset();
  }, [queryErrorReset]);

  const retry = () => {
    reset();
    void router.invalidate();
  };

  return (
    <MessagePage
      landmark={landmark}
      title={t('common.error.title')}
      text={t('common.error.pageText')}
      onRetry={retry}
    />
  );
}

interface AppErrorBoundaryState {
  failed: boolean;
}

/**
 * The last line: an error outside every route (a provider, the session check) still ends in a message with
 * a way out, never a white screen. Plain HTML, because the UI kit itself may be what failed.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, AppErrorBoundaryState> {
  state: AppErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): AppErrorBoundaryState {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('The app failed to render', error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return <AppFailure />;
  }
}

/** AppErrorBoundary's message, in plain HTML. */
function AppFailure() {
  const t = useTranslate();
  return (
    <main
      style={{
        fontFamily: 'system-ui, sans-serif',
        maxWidth: '32rem',
        margin: '20vh auto',
        padding: '1rem',
      }}
    >
      <h1>{t('common.error.title')}</h1>
      <p>{t('common.error.appText')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('common.error.reload')}
      </button>
    </main>
  );
}
