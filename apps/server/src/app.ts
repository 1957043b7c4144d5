/** Builds the HTTP server: the API under /api/v1, its OpenAPI docs, and the web app. */
import { randomUUID } from 'node:crypto';
import { defaultWebDist } from './server-paths.ts';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { MAX_ID } from '@shop/core/field-schemas';
import type { Settings } from './config/settings.ts';
import type { Database } from './db/database.ts';
import { serializeErrorForLog } from './db/redact-database-error.ts';
import { answerClientError } from './http/client-error-handler.ts';
import { capConnectionsPerAddress } from './http/connections-per-address.ts';
import { answerFrameworkError, registerErrorHandling } from './http/error-handler.ts';
import { redactUrl } from '@shop/core/redact-url';
import { PAGE_RENDER_HEADER, registerRateLimit } from './http/register-rate-limit.ts';
import { createReplyCache } from './http/reply-cache.ts';
import { responseSerializerCompiler } from './http/response-serializer-compiler.ts';
import { registerSecurityHeaders, shopSecurityHeaderOptions } from './http/security-headers.ts';
import { createCatalogueRepository } from './modules/catalogue/catalogue-repository.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue-routes.ts';
import { createOfferReader } from './modules/catalogue/read-offer.ts';
import { createCartsRepository } from './modules/carts/carts-repository.ts';
import { cartsRoutes } from './modules/carts/carts-routes.ts';
import { createCartsService } from './modules/carts/carts-service.ts';
import { createCouponsRepository } from './modules/coupons/coupons-repository.ts';
import { couponsRoutes } from './modules/coupons/coupons-routes.ts';
import type { CouponsDeps } from './modules/coupons/coupons-deps.ts';
import { releaseCouponUses, reserveCouponUses } from './modules/coupons/reserve-coupon-uses.ts';
import { createCatalogueService } from './modules/catalogue/catalogue-service.ts';
import { healthRoutes } from './modules/health/health-routes.ts';
import { navRoutes } from './modules/navigation/nav-routes.ts';
import { createNavService } from './modules/navigation/nav-service.ts';
import { devOutboxRoutes } from './modules/notifications/dev-outbox-routes.ts';
import { testClockRoutes, type TestClock } from './http/test-clock.ts';
import { membersRoutes } from './modules/members/members-routes.ts';
import {
  accountPhotoRoutes,
  passesRoutes,
  passPlacesRoutes,
  staffPhotoRoutes,
} from './modules/passes/index.ts';
import { auditLogRoutes } from './modules/audit/audit-log-routes.ts';
import { couponsAdminRoutes } from './modules/coupons-admin/index.ts';
import { membershipsAdminRoutes } from './modules/memberships-admin/index.ts';
import { checkInRoutes } from './modules/check-in/index.ts';
import { ordersAdminRoutes } from './modules/orders-admin/index.ts';
import { membersAdminRoutes } from './modules/members-admin/index.ts';
import { catalogueAdminRoutes } from './modules/catalogue-admin/index.ts';
import { imageServeRoutes, imageUploadRoutes } from './modules/images/index.ts';
import {
  adminScope,
  adminScopeOptions,
  createStaffServiceFromSettings,
} from './modules/staff/index.ts';
import { sessionsAdminRoutes } from './modules/sessions-admin/index.ts';
import { walkUpRoutes } from './modules/walk-up/index.ts';
import { createOrderConfirmationFromSettings } from './worker/outbox-handlers.ts';
import { reportsRoutes } from './modules/reports/index.ts';
import { todayRoutes } from './modules/today/index.ts';
import { createMembershipServices } from './modules/memberships/membership-services.ts';
import { membershipsRoutes } from './modules/memberships/memberships-routes.ts';
import { createPricedCartViewer } from './modules/carts/carts-mappers.ts';
import { createOrderEditsRepository } from './modules/orders/order-edits-repository.ts';
import { createOrdersDeps } from './modules/orders/orders-deps.ts';
import { createOrdersRepository } from './modules/orders/orders-repository.ts';
import { ordersRoutes } from './modules/orders/orders-routes.ts';
import { accountOrdersRoutes } from './modules/orders/index.ts';
import { waitlistAdminRoutes, waitlistRoutes } from './modules/waitlist/index.ts';
import {
  createQueueService,
  createQueueTokensFromSettings,
  queueAdminRoutes,
  queueRoutes,
} from './modules/on-sale-queue/index.ts';
import { createLoginRateLimiter } from './modules/members/index.ts';
import { createSubmissionStore } from './modules/sales/submission-store.ts';
import { createPaymentGateway } from './modules/payments/create-payment-gateway.ts';
import { noFailpoint, type Failpoint } from './modules/payments/failpoints.ts';
import type { IdempotentGateway } from './modules/payments/idempotent-gateway.ts';
import { createSandboxRepository } from './modules/payments/sandbox-repository.ts';
import { isCartVerified } from './modules/verification/is-cart-verified.ts';
import { sandboxVaultRoutes } from './modules/payments/sandbox-vault-routes.ts';
import { createCaptchaCheck } from './modules/verification/recaptcha-client.ts';
import { createVerificationRepository } from './modules/verification/verification-repository.ts';
import { verificationRoutes } from './modules/verification/verification-routes.ts';
import { createVerificationService } from './modules/verification/verification-service.ts';
import { registerWebApp } from './web/serve-web.ts';
import type { ClusterMetrics } from './observability/cluster-metrics.ts';
import { registerHealthProbes } from './observability/health-probes.ts';
import type { PoolStats } from './observability/metrics.ts';
import { registerMetrics } from './observability/register-metrics.ts';

/** Where the API lives; the server's page render reads it there too (web/render-pages.ts). */
const API_PREFIX = '/api/v1';

declare module 'fastify' {
  interface FastifyInstance {
    /** The gateway the shop charges through; the worker's payment recovery uses it too. */
    paymentGateway: IdempotentGateway;
    /** Every route under /api/v1/admin, as 'METHOD /path' (the access test walks them). */
    adminRoutes: string[];
  }
}

export interface AppDependencies {
  settings: Settings;
  db: Database;
  clock?: () => Date;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Where tests stop or break a sale as a crash would (decision 020). */
  failpoint?: Failpoint;
  /** The PostgreSQL pool's connections, for the metrics; absent on PGlite. */
  poolStats?: (() => PoolStats) | undefined;
  /** In a cluster's process: GET /metrics answers the whole cluster's figures. */
  clusterMetrics?: ClusterMetrics | undefined;
  /**
   * With TEST_CLOCK_ENABLED: `POST /api/test/clock` moves it forward. Its `now` is passed as
   * `clock` too, which the worker shares (serve-shop.ts).
   */
  testClock?: TestClock | undefined;
}

/**
 * How long a client may take (issue "hardening", item 4): without these, a client trickling a
 * body holds its connection, and the process's file descriptors, for ever. Node checks the
 * request and headers timeouts every `connectionsCheckingInterval` (30 s by default), so the
 * check runs at a quarter of the shorter one for a request to be cut close to its time.
 */
function serverTimeouts(settings: Settings) {
  const shorter = Math.min(settings.HEADERS_TIMEOUT_MS, settings.REQUEST_TIMEOUT_MS);
  return {
    requestTimeout: settings.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: settings.KEEP_ALIVE_TIMEOUT_MS,
    connectionTimeout: settings.CONNECTION_TIMEOUT_MS,
    http: {
      requestTimeout: settings.REQUEST_TIMEOUT_MS,
      headersTimeout: settings.HEADERS_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(5000, Math.max(250, Math.round(shorter / 4))),
    },
  };
}

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { settings, db } = deps;
  const clock = deps.clock ?? (() => new Date());

  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: settings.LOG_LEVEL,
            ...(deps.logStream ? { stream: deps.logStream } : {}),
            serializers: {
              req: (request) => ({ method: request.method, url: redactUrl(request.url) }),
              err: serializeErrorForLog,
            },
          },
    trustProxy: settings.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    ...serverTimeouts(settings),
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  capConnectionsPerAddress(app.server, {
    maxPerAddress: settings.MAX_CONNECTIONS_PER_ADDRESS,
    trustProxy: settings.TRUST_PROXY,
    onRefused: (address, refused) =>
      app.log.warn(
        { address, refused, max: settings.MAX_CONNECTIONS_PER_ADDRESS },
        'connections refused: the address holds MAX_CONNECTIONS_PER_ADDRESS open connections',
      ),
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  registerErrorHandling(app);

  registerSecurityHeaders(
    app,
    shopSecurityHeaderOptions(settings.NODE_ENV === 'production', settings.VITE_SENTRY_DSN),
  );
  // The server's page render reads the API over loopback with this key: its reads belong to the
  // page request, already counted, and must not spend one client's limit for every visitor.
  const pageRenderKey = randomUUID();
  await registerRateLimit(app, {
    settings,
    db,
    clock,
    exempt: { [PAGE_RENDER_HEADER]: pageRenderKey },
  });
  registerMetrics(app, {
    token: settings.METRICS_TOKEN,
    sources: { db, poolStats: deps.poolStats },
    clusterMetrics: deps.clusterMetrics,
  });

  registerHealthProbes(app, { db });

  // The interactive documentation maps every route, the admin API's too: not for anyone in
  // production unless asked for (API_DOCS).
  if (settings.API_DOCS) {
    await app.register(fastifySwagger, {
      openapi: {
        info: {
          title: `${settings.FOUNDATION_NAME} ticketing API`,
          version: '1.0.0',
          description:
            'Errors answer `{ errors: { status, code, title?, message, fields? } }`. No string of a ' +
            'request may hold a control character (tab and line breaks included) or an unpaired ' +
            `surrogate, and no id may exceed ${MAX_ID}: either is a 400 naming the field.`,
        },
        components: {
          securitySchemes: {
            memberSession: {
              type: 'http',
              scheme: 'bearer',
              description: 'The token of `POST /login` or `POST /memberships/register`.',
            },
            staffSession: {
              type: 'apiKey',
              in: 'cookie',
              name: 'staff_session',
              description:
                'The cookie of `POST /admin/login`; state-changing admin calls also send `X-CSRF-Token`.',
            },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  }

  // Calendars are kept for a short while whatever is written meanwhile (decision 038).
  const activityTimesCache = createReplyCache({ ttlMs: settings.ACTIVITY_TIMES_CACHE_MS });
  // The venues and the list of activities are catalogue, kept as long as the offers' catalogue part
  // (decisions 054 and 064).
  const catalogueCache = createReplyCache({ ttlMs: settings.CATALOGUE_CACHE_MS });

  const catalogueRepository = createCatalogueRepository(db);
  const catalogue = createCatalogueService(catalogueRepository, clock);
  const cartsRepository = createCartsRepository(db);
  const readOffer = createOfferReader(catalogueRepository, clock, {
    cacheMs: settings.CATALOGUE_CACHE_MS,
  });
  const carts = createCartsService({
    repository: cartsRepository,
    readOffer,
    clock,
    holdMinutes: settings.HOLD_MINUTES,
  });
  const couponsRepository = createCouponsRepository(db);
  const priceCart = createPricedCartViewer(cartsRepository, clock);
  const coupons: CouponsDeps = { repository: couponsRepository, carts, priceCart, clock };
  const ordersRepository = createOrdersRepository(db);
  const gateway = createPaymentGateway({
    settings,
    db,
    clock,
    log: app.log,
    failpoint: deps.failpoint,
  });
  app.decorate('paymentGateway', gateway);
  const orders = createOrdersDeps({
    repository: ordersRepository,
    edits: createOrderEditsRepository(db),
    carts,
    priceCart,
    gateway,
    clock,
    // With human verification off (development, tests), no cart needs a pass.
    isCartVerified: async (cartId, now) =>
      settings.RECAPTCHA_DISABLED ||
      isCartVerified(db, cartId, now, settings.VERIFICATION_MAX_AGE_MINUTES),
    supportEmail: settings.SUPPORT_EMAIL,
    displayWaivers: settings.DISPLAY_WAIVERS,
    submissions: createSubmissionStore(db, 'order_submissions'),
    couponUses: {
      reserve: (cartId) => reserveCouponUses(coupons, cartId),
      release: (cartId) => releaseCouponUses(coupons, cartId),
    },
    failpoint: deps.failpoint ?? noFailpoint,
  });
  const membershipServices = createMembershipServices({
    db,
    settings,
    clock,
    gateway,
    couponsRepository,
    failpoint: deps.failpoint,
  });
  const nav = createNavService(
    catalogue,
    {
      menuUrl: settings.NAV_MENU_URL,
      menuFile: settings.NAV_MENU_FILE,
      cacheSeconds: settings.NAV_CACHE_SECONDS,
      log: app.log,
    },
    clock,
  );

  const captchaCheck = createCaptchaCheck(settings);
  const verification = createVerificationService({
    repository: createVerificationRepository(db),
    verifyCaptcha: captchaCheck,
    clock,
  });

  const staff = createStaffServiceFromSettings(settings, db, clock);
  // Order links and waiting list joins by e-mail are counted as the account requests are
  // (decisions 092, 103).
  const orderLinksLimiter = createLoginRateLimiter(settings, db, clock);
  const ticketsConfirmation = createOrderConfirmationFromSettings(db, settings, clock);
  const queue = createQueueService({
    db,
    clock,
    tokens: createQueueTokensFromSettings(settings),
    earlyMinutes: settings.QUEUE_EARLY_MINUTES,
    cacheMs: settings.QUEUE_STATE_CACHE_MS,
    // New visitors are counted per address as the account requests are: the waiting page
    // joins once, and a reload keeps its place without counting again.
    limitJoins: (address) => orderLinksLimiter.consume('queue-join', { address }),
    verifyCaptcha: captchaCheck,
  });
  app.decorate('adminRoutes', [] as string[]);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { clock });
      await api.register(catalogueRoutes, { catalogue, activityTimesCache, catalogueCache });
      await api.register(navRoutes, { nav });
      await api.register(cartsRoutes, { carts, requireTurn: queue.requireTurn });
      await api.register(queueRoutes, { queue });
      await api.register(couponsRoutes, { deps: coupons, carts });
      await api.register(ordersRoutes, {
        deps: orders,
        files: {
          renderTickets: (orderId) => ticketsConfirmation.renderTickets(orderId),
          brand: { foundationName: settings.FOUNDATION_NAME, publicUrl: settings.PUBLIC_URL },
        },
        findMemberId: membershipServices.members.findSessionMemberId,
        turns: queue,
      });
      await api.register(accountOrdersRoutes, {
        db,
        authenticate: membershipServices.members.authenticate,
        countOrderLinksRequest: (email, address) =>
          orderLinksLimiter.consume('order-links', { account: email, address }),
      });
      await api.register(waitlistRoutes, {
        db,
        readOffer,
        clock,
        countRequest: (email, address) =>
          orderLinksLimiter.consume('waitlist-join', { account: email, address }),
        findMemberId: membershipServices.members.findSessionMemberId,
      });
      await api.register(verificationRoutes, { verification });
      await api.register(membersRoutes, { members: membershipServices.members });
      await api.register(membershipsRoutes, { ...membershipServices, turns: queue });
      await api.register(passesRoutes, {
        db,
        clock,
        members: membershipServices.members,
        foundationName: settings.FOUNDATION_NAME,
      });
      await api.register(passPlacesRoutes, {
        db,
        clock,
        members: membershipServices.members,
        carts,
        readOffer,
      });
      await api.register(accountPhotoRoutes, { db, clock, members: membershipServices.members });
      await api.register(imageServeRoutes, { db, clock });
      await api.register(adminScope, {
        prefix: '/admin',
        ...adminScopeOptions(settings, staff, app.adminRoutes, [
          auditLogRoutes(db),
          couponsAdminRoutes({ db, clock }),
          membershipsAdminRoutes({ db, clock }),
          checkInRoutes({ db, clock, checkInOpensMinutes: settings.CHECK_IN_OPENS_MINUTES }),
          ordersAdminRoutes({
            db,
            gateway,
            viewPricedCart: priceCart,
            clock,
            failpoint: deps.failpoint ?? noFailpoint,
          }),
          membersAdminRoutes({
            db,
            clock,
            publicUrl: settings.PUBLIC_URL,
            passwordResetMinutes: settings.PASSWORD_RESET_MINUTES,
          }),
          catalogueAdminRoutes({ db, clock }),
          queueAdminRoutes({ db, clock }),
          imageUploadRoutes({ db, clock }),
          staffPhotoRoutes({ db, clock }),
          sessionsAdminRoutes({ db, clock }),
          walkUpRoutes({
            db,
            clock,
            catalogue,
            readOffer,
            carts,
            // The staff session stands for human verification (decision 059).
            orders: { ...orders, isCartVerified: async () => true },
            renderTickets: (orderId) => ticketsConfirmation.renderTickets(orderId),
          }),
          reportsRoutes({ db, clock }),
          waitlistAdminRoutes({
            db,
            clock,
            readOffer,
            offerHours: settings.WAITLIST_OFFER_HOURS,
          }),
          todayRoutes({ db, clock, paymentConfigured: settings.PAYMENT_GATEWAY === 'spreedly' }),
        ]),
      });
    },
    { prefix: API_PREFIX },
  );
  // The local card vault the browser posts cards to; Spreedly's own in production.
  if (settings.PAYMENT_GATEWAY === 'sandbox') {
    await app.register(sandboxVaultRoutes, {
      prefix: '/sandbox-vault/v1',
      repository: createSandboxRepository(db),
      clock,
      delayMs: settings.SANDBOX_VAULT_DELAY_MS,
    });
  }

  if (deps.testClock) await app.register(testClockRoutes, { testClock: deps.testClock });

  // The e-mails the file mailer wrote, for a look during development (DESIGN section 3).
  if (settings.NODE_ENV !== 'production') {
    await app.register(devOutboxRoutes, { dataDir: settings.DATA_DIR });
  }

  await registerWebApp(app, settings.WEB_DIST_DIR ?? defaultWebDist, {
    publicUrl: settings.PUBLIC_URL,
    listActivityIds: async () => (await catalogue.listActivities(false)).map(({ id }) => id),
    renderApi: { prefix: API_PREFIX, headers: { [PAGE_RENDER_HEADER]: pageRenderKey } },
    sharedPageCacheMs: settings.ACTIVITY_TIMES_CACHE_MS,
  });
  return app;
}
