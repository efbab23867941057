import { CATALOG } from '../../src/shared/catalog';
import { conformanceSuite } from './support/conformance-suite';

conformanceSuite(CATALOG);
