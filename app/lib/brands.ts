/** The partner brands the home page shows; their logos are drawn by the demo art (app/db/demo/art.ts). */
export const brandNames: string[] = ["Maison Carthage", "Sidi Atelier", "Medina & Co", "Jasmin Noir", "Sahel Studio"];
