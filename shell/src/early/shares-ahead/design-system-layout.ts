export const designSystemLayout = () => import(/* webpackMode: "eager" */ '@chargemaroc/shared/ui/layout');
