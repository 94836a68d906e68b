import { coreSuite } from './coreSuite.js';

coreSuite('pglite');
