/**
 * React and React DOM, imported by the boot script before the app (decision 031):
 * their evaluation is then a task of its own, and the app's modules another, instead of one
 * long task for both.
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
export { StrictMode } from 'react';
