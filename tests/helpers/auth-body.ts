/** The answers of /api/auth as the spec names them; a field a given answer lacks reads as undefined. */
import type { UserDto } from '../../core/accounts/user-dto.js';
import type { ErrorDetail } from './error-shape.js';

export interface AuthBody {
  access_token: string;
  refresh_token: string;
  user: UserDto;
  valid: boolean;
  has_password: boolean;
  success: boolean;
  verified: boolean;
  /** The new session of a confirmed e-mail link. */
  tokens: { access_token: string; refresh_token: string };
  detail: ErrorDetail;
}
