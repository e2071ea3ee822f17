// Shared set-up for the web app's unit tests (happy-dom).
export {};
