// Development entry: Vite renders the app from source with hot reload; tsx restarts the API on change.
process.env.NODE_ENV ??= 'development';
await import('./main');
