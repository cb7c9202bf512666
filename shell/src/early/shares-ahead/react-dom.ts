export const reactDom = () => import(/* webpackMode: "eager" */ 'react-dom/client');
