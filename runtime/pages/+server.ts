import { Hono } from 'hono';
import vike from '@vikejs/hono';

const app = new Hono();
app.get('/healthz', (c) => c.text('ok'));
vike(app);
export default app;
