// A stranger on the Nostr relay, for the end-to-end tests: a Node client
// that reads an invitation's topic (derived from the link's secret exactly
// as src/online/envelope.rs does), watches the events under it, re-sends a
// captured event verbatim (a replay), and publishes events of its own,
// signed with a fresh key (BIP-340, @noble/curves), whose content is
// garbage or an envelope sealed with another link's secret. Nothing it
// sends may move a page: only holders of the link can seal.
import { hkdfSync, createHash, createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { schnorr } from '@noble/curves/secp256k1.js';
import WebSocket from 'ws';

/** The event kind of the envelopes (src/online/nostr.rs EVENT_KIND). */
export const EVENT_KIND = 21979;
const SALT = 'fox-and-xo nostr envelope v1';
const AAD_LABEL = 'fox-and-xo envelope v1';
/** Envelope kinds (src/online/envelope.rs Kind). */
export const KIND = { answer: 1, acknowledgement: 2, knock: 3, offer: 4 };

const hex = (bytes) => Buffer.from(bytes).toString('hex');

/** The link's secret (`key=` in its fragment), as bytes. */
export function secretOf(link) {
  const key = new URLSearchParams(new URL(link).hash.slice(1)).get('key');
  if (!key) throw new Error(`no key= in the link ${link}`);
  return Buffer.from(key, 'base64url');
}

/** The two keys HKDF-SHA256 derives from a link's secret. */
export function keysOf(secret) {
  const derive = (info) => Buffer.from(hkdfSync('sha256', secret, SALT, info, 32));
  return { seal: derive('seal'), topic: hex(derive('topic')) };
}

/** The topic a relay indexes an invitation's events by (64 hex digits). */
export const topicOf = (link) => keysOf(secretOf(link)).topic;

/**
 * An envelope as src/online/envelope.rs seals it: nonce, then version,
 * kind, clock and payload encrypted with ChaCha20-Poly1305, then the tag;
 * the associated data binds the event kind, the topic and the sender.
 */
export function seal(keys, senderHex, kind, payload, nowMs = Date.now()) {
  const nonce = randomBytes(12);
  const header = Buffer.alloc(10);
  header[0] = 1;
  header[1] = kind;
  header.writeBigUInt64LE(BigInt(nowMs), 2);
  const kindBytes = Buffer.alloc(2);
  kindBytes.writeUInt16LE(EVENT_KIND);
  const aad = Buffer.concat([Buffer.from(AAD_LABEL), kindBytes, Buffer.from(keys.topic), Buffer.from(senderHex, 'hex')]);
  const cipher = createCipheriv('chacha20-poly1305', keys.seal, nonce, { authTagLength: 16 });
  cipher.setAAD(aad, { plaintextLength: header.length + payload.length });
  const body = Buffer.concat([cipher.update(Buffer.concat([header, payload])), cipher.final()]);
  return Buffer.concat([nonce, body, cipher.getAuthTag()]).toString('base64url');
}

/** The envelope kind of `event`, opened with the link's keys (null: it does not open). */
export function kindOf(keys, event) {
  try {
    const raw = Buffer.from(event.content, 'base64url');
    const nonce = raw.subarray(0, 12);
    const body = raw.subarray(12, raw.length - 16);
    const kindBytes = Buffer.alloc(2);
    kindBytes.writeUInt16LE(EVENT_KIND);
    const aad = Buffer.concat([Buffer.from(AAD_LABEL), kindBytes, Buffer.from(keys.topic), Buffer.from(event.pubkey, 'hex')]);
    const decipher = createDecipheriv('chacha20-poly1305', keys.seal, nonce, { authTagLength: 16 });
    decipher.setAAD(aad, { plaintextLength: body.length });
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    const plain = Buffer.concat([decipher.update(body), decipher.final()]);
    return Object.keys(KIND).find((name) => KIND[name] === plain[1]) ?? null;
  } catch {
    return null;
  }
}

/** A throwaway signing key and its public key (hex, x only). */
export function freshKey() {
  const secret = schnorr.utils.randomSecretKey();
  return { secret, pubkey: hex(schnorr.getPublicKey(secret)) };
}

/** A signed NIP-01 event. */
export function signEvent(key, { kind = EVENT_KIND, tags, content, created_at = Math.floor(Date.now() / 1000) }) {
  const id = createHash('sha256')
    .update(JSON.stringify([0, key.pubkey, created_at, kind, tags, content]))
    .digest();
  return { id: hex(id), pubkey: key.pubkey, created_at, kind, tags, content, sig: hex(schnorr.sign(id, key.secret)) };
}

/** One connection to a relay: subscribe, capture, publish. */
export class Stranger {
  static async connect(url) {
    const ws = new WebSocket(url);
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    return new Stranger(ws);
  }

  constructor(ws) {
    this.ws = ws;
    this.key = freshKey();
    /** Every event received on a subscription, in order, and when each came (ms since the epoch). */
    this.events = [];
    this.arrivals = [];
    this.oks = new Map();
    this.waiters = [];
    ws.on('message', (data) => {
      let frame;
      try {
        frame = JSON.parse(String(data));
      } catch {
        return;
      }
      if (frame[0] === 'EVENT') {
        this.events.push(frame[2]);
        this.arrivals.push(Date.now());
      }
      if (frame[0] === 'OK') this.oks.set(frame[1], { accepted: frame[2], message: frame[3] });
      if (frame[0] === 'EOSE') this.eose = true;
      for (const w of [...this.waiters]) w();
    });
  }

  /** Resolves once `test()` holds (checked on every frame), or fails after `ms`. */
  until(test, ms = 10000, what = 'the relay') {
    if (test()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const check = () => {
        if (!test()) return;
        clearTimeout(timer);
        this.waiters = this.waiters.filter((w) => w !== check);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== check);
        reject(new Error(`${what}: nothing after ${ms} ms`));
      }, ms);
      this.waiters.push(check);
    });
  }

  /** Subscribes to the topic's envelopes from `sinceS` (seconds) on. */
  async subscribe(topic, sinceS = Math.floor(Date.now() / 1000) - 60) {
    this.ws.send(JSON.stringify(['REQ', 'stranger', { '#t': [topic], kinds: [EVENT_KIND], since: sinceS }]));
    await this.until(() => this.eose, 5000, 'EOSE');
  }

  /** Sends an event as it is (a captured one: a replay); resolves to the relay's OK. */
  async send(event) {
    this.ws.send(JSON.stringify(['EVENT', event]));
    await this.until(() => this.oks.has(event.id), 5000, `OK for ${event.id}`);
    return this.oks.get(event.id);
  }

  /** An event under the topic signed with this stranger's fresh key. */
  event(topic, content) {
    return signEvent(this.key, { tags: [['t', topic]], content });
  }

  /** Content that is no envelope at all. */
  static garbage(bytes = 80) {
    return randomBytes(bytes).toString('base64url');
  }

  /** An envelope of `kind` sealed with another link's secret (so it never opens). */
  wrongKey(topic, kind, payload = Buffer.alloc(0)) {
    const keys = { ...keysOf(randomBytes(16)), topic };
    return seal(keys, this.key.pubkey, kind, payload);
  }

  close() {
    this.ws.close();
  }
}
