// First: it configures zod before any schema module is evaluated.
import './app/zod-config';
import { hydrateApp } from './app/hydrate';

void hydrateApp(document.getElementById('root') ?? document.body);
