// Presence shared through Redis, for many processes. Each connection's entry on a recipe carries
// an expiry that the hub's heartbeat renews (refresh); a process that dies stops renewing, so its
// entries expire instead of sticking: an expired entry counts as absent at once, and the sweep
// that runs with every heartbeat deletes it and announces the users who left that way.
//
// Keys (all under the prefix):
//   presence:<recipeId>        sorted set: connectionId → expiry (ms since epoch)
//   presence:<recipeId>:info   hash: connectionId → JSON [userId, name, arrival]
//   presence-conn:<connId>     set: the recipes a connection is on (expires like its entries)
//   presence-recipes           set: recipes that may have entries (what the sweep visits)
//   presence-seq               counter: arrival order
// Each change runs as one Lua script, so two processes never interleave inside one. (Scripts
// touch keys they derive from the prefix, so this expects one Redis, not a Redis Cluster.)
import type { Redis } from 'ioredis';
import type { PresentUser } from '../../contract/realtime';
import type { PresenceStore } from './presence';

// Shared by every script: the clock is Redis's own, so processes with skewed clocks agree.
const COMMON = `
local function nowMs()
  local t = redis.call('TIME')
  return tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end
local function isLive(zkey, conn, now)
  local score = redis.call('ZSCORE', zkey, conn)
  return score and tonumber(score) > now
end
local function userHasLiveConnection(zkey, hkey, userId, except, now)
  local all = redis.call('HGETALL', hkey)
  for i = 1, #all, 2 do
    if all[i] ~= except and cjson.decode(all[i + 1])[1] == userId and isLive(zkey, all[i], now) then
      return true
    end
  end
  return false
end
local function dropIfEmpty(zkey, hkey, recipes, recipeId)
  if redis.call('ZCARD', zkey) == 0 then
    redis.call('DEL', zkey, hkey)
    redis.call('SREM', recipes, recipeId)
  end
end
`;

// Expired entries count as absent everywhere, and only the sweep deletes them, so a user whose
// last entry expired is announced as gone exactly once.

// KEYS: zset, hash, conn set, recipes set, seq. ARGV: recipeId, connId, userId, name, ttlMs.
const ADD = `${COMMON}
local now = nowMs()
local isNew = not userHasLiveConnection(KEYS[1], KEYS[2], ARGV[3], ARGV[2], now)
local ttl = tonumber(ARGV[5])
local arrival = redis.call('INCR', KEYS[5])
redis.call('HSET', KEYS[2], ARGV[2], cjson.encode({ARGV[3], ARGV[4], arrival}))
redis.call('ZADD', KEYS[1], now + ttl, ARGV[2])
redis.call('SADD', KEYS[3], ARGV[1])
redis.call('PEXPIRE', KEYS[3], ttl)
redis.call('SADD', KEYS[4], ARGV[1])
return isNew and 1 or 0
`;

// KEYS: zset, hash, conn set, recipes set. ARGV: recipeId, connId, userId.
const REMOVE = `${COMMON}
local now = nowMs()
redis.call('SREM', KEYS[3], ARGV[1])
if redis.call('HEXISTS', KEYS[2], ARGV[2]) == 0 then return 0 end
redis.call('HDEL', KEYS[2], ARGV[2])
redis.call('ZREM', KEYS[1], ARGV[2])
local wasLast = not userHasLiveConnection(KEYS[1], KEYS[2], ARGV[3], ARGV[2], now)
dropIfEmpty(KEYS[1], KEYS[2], KEYS[4], ARGV[1])
return wasLast and 1 or 0
`;

// KEYS: zset, hash. Answers the entries of live connections.
const LIST = `${COMMON}
local now = nowMs()
local live = {}
local all = redis.call('HGETALL', KEYS[2])
for i = 1, #all, 2 do
  if isLive(KEYS[1], all[i], now) then table.insert(live, all[i + 1]) end
end
return live
`;

// KEYS: zset, hash, recipes set. ARGV: recipeId. Deletes expired entries; answers the users
// left with no live connection, as userId, name pairs.
const SWEEP = `${COMMON}
local now = nowMs()
local expired = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now)
local candidates = {}
for _, conn in ipairs(expired) do
  local info = redis.call('HGET', KEYS[2], conn)
  redis.call('ZREM', KEYS[1], conn)
  redis.call('HDEL', KEYS[2], conn)
  if info then
    local entry = cjson.decode(info)
    candidates[entry[1]] = entry[2]
  end
end
local gone = {}
for userId, name in pairs(candidates) do
  if not userHasLiveConnection(KEYS[1], KEYS[2], userId, '', now) then
    table.insert(gone, userId)
    table.insert(gone, name)
  end
end
dropIfEmpty(KEYS[1], KEYS[2], KEYS[3], ARGV[1])
return gone
`;

// KEYS: conn set. ARGV: key prefix, ttlMs, connId. Extends the connection's entries.
const REFRESH = `${COMMON}
local now = nowMs()
local ttl = tonumber(ARGV[2])
for _, recipeId in ipairs(redis.call('SMEMBERS', KEYS[1])) do
  redis.call('ZADD', ARGV[1] .. 'presence:' .. recipeId, 'XX', now + ttl, ARGV[3])
end
if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('PEXPIRE', KEYS[1], ttl) end
return 0
`;

export interface RedisPresenceOptions {
  redis: Redis;
  keyPrefix: string;
  ttlMs: number;
  /** Told about users whose last connection on a recipe expired (their process went away). */
  onExpired?: (gone: { recipeId: string; userId: string; name: string }) => void;
}

export interface RedisPresenceStore extends PresenceStore {
  /** Purges expired entries of every recipe and reports the users who left that way. */
  sweep(): Promise<void>;
}

export function createRedisPresenceStore(options: RedisPresenceOptions): RedisPresenceStore {
  const { redis, keyPrefix: p, ttlMs, onExpired } = options;
  const zkey = (recipeId: string) => `${p}presence:${recipeId}`;
  const hkey = (recipeId: string) => `${p}presence:${recipeId}:info`;
  const connKey = (connectionId: string) => `${p}presence-conn:${connectionId}`;
  const recipesKey = `${p}presence-recipes`;
  const ttl = String(Math.max(1, Math.round(ttlMs)));

  const store: RedisPresenceStore = {
    async add({ recipeId, userId, name, connectionId }) {
      const keys = [zkey(recipeId), hkey(recipeId), connKey(connectionId), recipesKey];
      const answer = await redis.eval(
        ADD,
        5,
        ...keys,
        `${p}presence-seq`,
        recipeId,
        connectionId,
        userId,
        name,
        ttl,
      );
      return answer === 1;
    },
    async remove({ recipeId, userId, connectionId }) {
      const keys = [zkey(recipeId), hkey(recipeId), connKey(connectionId), recipesKey];
      return (await redis.eval(REMOVE, 4, ...keys, recipeId, connectionId, userId)) === 1;
    },
    async list(recipeId) {
      const values = (await redis.eval(LIST, 2, zkey(recipeId), hkey(recipeId))) as string[];
      const first = new Map<string, { name: string; arrival: number }>();
      for (const value of values) {
        const [userId, name, arrival] = JSON.parse(value) as [string, string, number];
        const seen = first.get(userId);
        if (!seen || arrival < seen.arrival) first.set(userId, { name, arrival });
      }
      return [...first]
        .sort((a, b) => a[1].arrival - b[1].arrival)
        .map(([userId, { name }]): PresentUser => ({ userId, name }));
    },
    async refresh(connectionIds) {
      if (connectionIds.length > 0) {
        const batch = redis.pipeline();
        for (const id of connectionIds) batch.eval(REFRESH, 1, connKey(id), p, ttl, id);
        await batch.exec();
      }
      await store.sweep();
    },
    async sweep() {
      const recipeIds = await redis.smembers(recipesKey);
      for (const recipeId of recipeIds) {
        const keys = [zkey(recipeId), hkey(recipeId), recipesKey];
        const gone = (await redis.eval(SWEEP, 3, ...keys, recipeId)) as string[];
        for (let i = 0; i + 1 < gone.length; i += 2) {
          onExpired?.({ recipeId, userId: gone[i]!, name: gone[i + 1]! });
        }
      }
    },
  };
  return store;
}
