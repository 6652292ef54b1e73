// `npm run lint:deps`: the dependency rules of app/ (README.md, "Dependency rules"). Prints every
// violation of .dependency-cruiser.mjs and every cycle between features, then a count by rule;
// exits 1 when there is any.
//
// (dependency-cruiser's own command exits with the number of errors, which the shell takes modulo
// 256: 256 violations would pass. Hence this script, which reads the result itself.)
import {
  countByRule,
  cruiseTree,
  featureCycleReport,
  featureCycles,
  REPO_ROOT,
  violationReport,
} from "./dependency-rules";

const result = await cruiseTree(REPO_ROOT);
const tangles = featureCycles(result);
const errors = result.summary.violations.filter((violation) => violation.rule.severity === "error");

process.stdout.write(await violationReport(result));
if (tangles.length > 0) console.log(`\n${featureCycleReport(tangles)}\n`);

const counts = [...countByRule(result.summary.violations)];
if (tangles.length > 0) counts.push(["no-feature-cycle", tangles.length]);
if (counts.length > 0) {
  console.log("Violations by rule:");
  for (const [rule, count] of counts.sort(([a], [b]) => a.localeCompare(b))) console.log(`  ${rule}: ${count}`);
}
process.exit(errors.length > 0 || tangles.length > 0 ? 1 : 0);
