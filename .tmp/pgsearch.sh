cd $1
psql -q postgres://postgres@127.0.0.1:5432/postgres -c "drop database if exists prof_tmp with (force)" -c "create database prof_tmp" 2>/dev/null
D=$(mktemp -d); DATABASE_URL=postgres://postgres@127.0.0.1:5432/prof_tmp PORT=3905 HOST=127.0.0.1 DATA_DIR=$D NODE_ENV=production LOG_LEVEL=info SEED_DEMO_DATA=true PUBLIC_URL=http://127.0.0.1:3905 AUTH_SECRET=$(openssl rand -hex 32) node_modules/.bin/node src/server/server.ts > /tmp/srv.log 2>&1 &
PID=$!
for i in $(seq 1 90); do sleep 1; curl -sf -o /dev/null http://127.0.0.1:3905/api/health && break; done
cd /work/main
CI=$(date -d "+30 days" +%F); CO=$(date -d "+32 days" +%F); U="http://127.0.0.1:3905/api/suites/availability?checkIn=$CI&checkOut=$CO&adults=2&children=0"
npx autocannon -c 50 -a 1000 "$U" >/dev/null 2>&1
pgcpu() { for p in $(pgrep -u postgres); do awk '{print $14+$15}' /proc/$p/stat 2>/dev/null; done | paste -sd+ | bc; }
P0=$(pgcpu); N0=$(awk '{print $14+$15}' /proc/$PID/stat)
npx autocannon -c 50 -a 4000 -H "accept-encoding: br" "$U" 2>&1 | grep "requests in"
P1=$(pgcpu); N1=$(awk '{print $14+$15}' /proc/$PID/stat)
echo "$1 postgres ms/search: $(echo "scale=3; ($P1-$P0)*10/4000" | bc)  node ms/search: $(echo "scale=3; ($N1-$N0)*10/4000" | bc)"
kill $PID; wait $PID 2>/dev/null
