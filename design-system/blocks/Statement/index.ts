export { Statement, type StatementModel } from './Statement';
