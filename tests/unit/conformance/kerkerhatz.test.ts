import { conformanceSuite } from '../support/conformance-suite';

conformanceSuite('kerkerhatz');
