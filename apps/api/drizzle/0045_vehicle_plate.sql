-- A vehicle's number plate, optional: the driver's confirmed passengers read it on their next
-- trip, offline too, to find the car (docs/decisions/031-installable-app.md).
ALTER TABLE "vehicules" ADD COLUMN "immatriculation" varchar(16);
