// The back office's own settings, built into the admin bundle (scripts/build-admin.js rebuilds it when
// this file changes): no call to GitHub for Strapi's releases (the origin's CSP would refuse it) and
// no tutorials for the team's three roles.
export default {
  config: {
    notifications: { releases: false },
    tutorials: false,
  },
};
