import {
  addReserveInfoParameter,
  deleteReserveInfoParameter,
  findReserveInfoParameter,
  PICKUP_RESERVATION_PAGE,
  updateReserveInfoParameter,
} from '@portal/shared/pickup-reservations';
import { malaysiaDate } from '@portal/shared/time';
import type { FastifyInstance } from 'fastify';
import { bookPickup, cancelPickup, movePickup, reservationOf } from './book-pickup.ts';
import type { PreOrdersDeps } from './module.ts';
import { reservationsOf } from './reservation-repository.ts';

const pages = [PICKUP_RESERVATION_PAGE] as const;

/** Pickup reservations: book, move and cancel a courier's window of a day (the use cases in book-pickup.ts). */
export function reservationRoutes(app: FastifyInstance, { db }: PreOrdersDeps): void {
  app.portal.endpoint({
    name: 'findReserveInfo',
    access: 'customer',
    pages,
    parameter: findReserveInfoParameter,
    handler: async ({ scope, parameter }) => {
      const now = new Date();
      const rows = await reservationsOf(db, scope, parameter.from ?? malaysiaDate(-30, now), parameter.to);
      return rows.map((r) => reservationOf(r, now));
    },
  });

  app.portal.endpoint({
    name: 'addReserveInfo',
    access: 'customer',
    pages,
    parameter: addReserveInfoParameter,
    successMessage: 'pickupBooked',
    handler: async ({ scope, parameter }) => {
      const now = new Date();
      return db.transaction((tx) => bookPickup(tx, scope, parameter, scope.userId, now));
    },
  });

  app.portal.endpoint({
    name: 'updateReserveInfo',
    access: 'customer',
    pages,
    parameter: updateReserveInfoParameter,
    successMessage: 'editSuccess',
    handler: async ({ scope, parameter }) => movePickup(db, scope, parameter, new Date()),
  });

  app.portal.endpoint({
    name: 'deletReserveInfo',
    access: 'customer',
    pages,
    parameter: deleteReserveInfoParameter,
    successMessage: 'deleteSuccess',
    handler: async ({ scope, parameter }) => cancelPickup(db, scope, parameter.id, new Date()),
  });
}
