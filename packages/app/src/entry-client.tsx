import { hydrateApp } from './app/hydrate';

void hydrateApp(document.getElementById('root') ?? document.body);
