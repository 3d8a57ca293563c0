import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publicUrl } from '../config/env';
import type { Database } from '../db/client';
import type { MailService } from '../mail/mail.service';

/** What the account services need from the app. */
export interface AuthDeps {
  db: Database;
  mail: MailService;
  /** PUBLIC_URL without trailing slash: mail links are absolute. */
  siteUrl: string;
}

export function authDeps(app: FastifyInstance): AuthDeps {
  return { db: app.db, mail: app.mail, siteUrl: publicUrl(app.env) };
}

/** Who is asking: stored with the session, used by the brute-force counters. */
export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

export function clientInfo(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 512) };
}
