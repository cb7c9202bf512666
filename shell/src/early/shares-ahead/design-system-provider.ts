export const designSystemProvider = () =>
  import(/* webpackMode: "eager" */ '@chargemaroc/shared/ui/provider');
