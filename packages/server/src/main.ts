import { runMain } from './serve';

runMain();
