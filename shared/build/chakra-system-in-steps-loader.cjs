'use strict';

/**
 * Chakra's createSystem is one call of 60-115 ms at 4x CPU in the browser's start-up, the page's
 * longest task after its first paint, and nothing inside it waits. This loader makes its body a
 * generator that pauses after merging the configs, after building the token dictionary and after
 * building the style utilities (each under 50 ms at 4x), and adds `createSystem.inSteps(nextStep,
 * ...configs)`, which runs one part per step. `createSystem` itself still runs every part at once.
 */
const DECLARATION = 'function createSystem(...configs) {';
const PAUSES = [
  /^( {2})const config = mergeConfigs\(\.\.\.configs\);\n/m,
  /^( {2})const tokens = createTokenDictionary\(\{\n[\s\S]*?\n {2}\}\);\n/m,
  /^( {2})const utility = createUtility\(\{\n[\s\S]*?\n {2}\}\);\n/m,
];
const EXPORTS = 'export { createSystem, isValidSystem };';

const RUN_IN_STEPS = `function createSystem(...configs) {
  const steps = createSystemSteps(...configs);
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}
createSystem.inSteps = async (nextStep, ...configs) => {
  const steps = createSystemSteps(...configs);
  let step = steps.next();
  while (!step.done) {
    await nextStep();
    step = steps.next();
  }
  return step.value;
};
`;

module.exports = function chakraSystemInStepsLoader(source) {
  if (
    !source.includes(DECLARATION) ||
    !source.includes(EXPORTS) ||
    PAUSES.some((pause) => !pause.test(source))
  ) {
    throw new Error(
      "Chakra's createSystem no longer reads as shared/build/chakra-system-in-steps-loader.cjs expects: check the loader against the installed styled-system/system.js",
    );
  }
  let steps = source.replace(DECLARATION, 'function* createSystemSteps(...configs) {');
  for (const pause of PAUSES)
    steps = steps.replace(pause, (statement, indent) => `${statement}${indent}yield;\n`);
  return steps.replace(EXPORTS, `${RUN_IN_STEPS}\n${EXPORTS}`);
};
