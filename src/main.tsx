import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { isMockMode } from './lib/env';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);

  if (isMockMode) {
    // Mock mode only: Vite drops this branch (and the whole mock backend) when VITE_API_URL is set.
    const mocks = await import('../mocks/browser');
    await mocks.enableMocking();
    if (mocks.isProviderPage()) {
      root.render(<StrictMode>{mocks.renderProviderPage()}</StrictMode>);
      return;
    }
  }

  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
