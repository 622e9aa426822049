import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <h1 className="p-8 text-2xl font-semibold">Potluck</h1>
  </StrictMode>,
);
