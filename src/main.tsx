import './app/mantine-styles';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);

  // Read import.meta.env directly: Vite inlines it, so with VITE_API_URL set this branch, and with it the
  // whole mock backend and its seed data, is dropped from the build.
  if (!import.meta.env.VITE_API_URL) {
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
