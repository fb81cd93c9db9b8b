/** A bare `node:http` server on the same machine: the ceiling of any HTTP answer from Node. */
import { createServer } from 'node:http';

const body = JSON.stringify([{ Id: '00000000-0000-0000-0000-000000000000', Balance: 1234.56 }]);
createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(body);
  });
}).listen(Number(process.env.PORT ?? 8199), '127.0.0.1');
