#!/bin/bash
# usage: cpuper.sh DIR PORT URLPATH SIGNED(0/1) N
DIR=$1; PORT=$2; URLP=$3; SIGNED=$4; N=${5:-3000}
D=$(mktemp -d)
cd $DIR
PORT=$PORT HOST=127.0.0.1 DATA_DIR=$D NODE_ENV=production LOG_LEVEL=info SEED_DEMO_DATA=true PUBLIC_URL=http://127.0.0.1:$PORT AUTH_SECRET=$(openssl rand -hex 32) node_modules/.bin/node src/server/server.ts > /tmp/srv-$PORT.log 2>&1 &
PID=$!
for i in $(seq 1 120); do sleep 0.5; curl -sf -o /dev/null http://127.0.0.1:$PORT/api/health && break; done
H=()
if [ "$SIGNED" = 1 ]; then
COOKIE=$(curl -s -D - -o /dev/null -X POST http://127.0.0.1:$PORT/api/auth/sign-up/email -H "origin: http://127.0.0.1:$PORT" -H 'content-type: application/json' -d '{"name":"Bench Guest","email":"bench@example.com","password":"Correct-horse-9battery","phone":"+880 1711 245880"}' | grep -i set-cookie | sed 's/^[Ss]et-[Cc]ookie: //; s/;.*//' | tr -d '\r' | paste -sd';' | sed 's/;/; /g')
H=(-H "cookie: $COOKIE")
fi
cd /work/main
npx autocannon -c 20 -a 500 "${H[@]}" -H "accept-encoding: gzip, deflate, br" http://127.0.0.1:$PORT$URLP > /dev/null 2>&1
T0=$(awk '{print $14+$15}' /proc/$PID/stat); M0=$(awk '{print $14+$15}' /proc/$PID/task/$PID/stat)
OUT=$(npx autocannon -c 20 -a $N "${H[@]}" -H "accept-encoding: gzip, deflate, br" http://127.0.0.1:$PORT$URLP 2>&1 | grep -E "requests in")
T1=$(awk '{print $14+$15}' /proc/$PID/stat); M1=$(awk '{print $14+$15}' /proc/$PID/task/$PID/stat)
TICK=$(getconf CLK_TCK)
echo "$DIR $URLP signed=$SIGNED: cpu ms/request = $(echo "scale=3; ($T1-$T0)*1000/$TICK/$N" | bc), main thread $(echo "scale=3; ($M1-$M0)*1000/$TICK/$N" | bc) ; $OUT"
kill $PID; wait $PID 2>/dev/null; rm -rf $D
