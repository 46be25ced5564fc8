// The hourly deploy, read as GitHub Actions reads it (.github/workflows/site.yml; docs/deploying.md): only tested
// code goes live, nothing is deployed after a failed step, no placeholder ships, and the schedule avoids minute 0.
// action-validator (in `npm run lint`) checks the file's syntax; this checks what it does.
import { readFileSync } from "node:fs";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";

const workflow = /** @type {any} */ (load(readFileSync(".github/workflows/site.yml", "utf8")));
const { test: testJob, build, deploy } = workflow.jobs;
/** @param {any[]} steps @param {(step: any) => boolean} match */
const indexOf = (steps, match) => steps.findIndex(match);
const runs = (/** @type {string} */ command) => (/** @type {any} */ step) =>
  typeof step.run === "string" && step.run.includes(command);

describe("the site workflow", () => {
  it("runs hourly at a minute other than 0, and by hand with an explicit first-deploy switch", () => {
    const [{ cron }] = workflow.on.schedule;
    const [minute, hour] = cron.split(" ");
    expect(minute).toMatch(/^\d+$/);
    expect(Number(minute)).toBeGreaterThan(0);
    expect(Number(minute)).toBeLessThan(60);
    expect(hour).toBe("*");
    expect(workflow.on.workflow_dispatch.inputs.first_deploy).toMatchObject({ type: "boolean", default: false });
  });

  it("tests every push and pull request, and the build of a push waits for those tests to pass", () => {
    expect(testJob.if).toContain("github.event_name == 'push'");
    expect(testJob.if).toContain("github.event_name == 'pull_request'");
    expect(testJob.steps.some(runs("npm test"))).toBe(true);
    expect(build.needs).toBe("test");
    expect(build.if).toContain("needs.test.result == 'success'");
    // A skipped test job lets the build run only for the runs that never test (schedule, manual).
    expect(build.if).toMatch(/needs\.test\.result == 'skipped' && github\.event_name != 'push'/);
    expect(build.if).toContain("github.ref == 'refs/heads/main'");
  });

  it("builds, outside a push, the newest commit of main whose push run passed its tests", () => {
    const tested = build.steps.find((/** @type {any} */ step) => step.id === "tested");
    expect(tested.run).toMatch(/gh run list[^\n]*--workflow site\.yml --branch main --event push/);
    expect(tested.run).toContain("--status success");
    // No tested commit: the job fails rather than build something untested.
    expect(tested.run).toMatch(/if \[ -z "\$sha" \]; then[^]*exit 1/);
    const checkout = build.steps.find((/** @type {any} */ step) => step.uses?.startsWith("actions/checkout@"));
    expect(checkout.with.ref).toBe("${{ steps.tested.outputs.sha }}");
    expect(indexOf(build.steps, (step) => step.id === "tested")).toBeLessThan(build.steps.indexOf(checkout));
  });

  it("refuses placeholders before building, and uploads only after the build passed", () => {
    const launchCheck = indexOf(build.steps, runs("npm run launch-check"));
    const buildStep = indexOf(build.steps, runs("npm run build"));
    const upload = indexOf(build.steps, (step) => step.uses?.startsWith("actions/upload-pages-artifact@"));
    expect(launchCheck).toBeGreaterThan(-1);
    expect(launchCheck).toBeLessThan(buildStep);
    expect(buildStep).toBeLessThan(upload);
    // No step goes on after a failure: none of them continues on error.
    expect(build.steps.filter((/** @type {any} */ step) => step["continue-on-error"])).toEqual([]);
    expect(deploy.needs).toBe("build");
    expect(deploy.if).toContain("needs.build.result == 'success'");
  });

  it("reads the live site's archive unless a manual run says it is the first deploy", () => {
    const buildStep = build.steps[indexOf(build.steps, runs("npm run build"))];
    expect(buildStep.env).not.toHaveProperty("BLOG_ARCHIVE_FROM");
    expect(buildStep.env.FIRST_DEPLOY).toBe("${{ inputs.first_deploy == true }}");
    expect(buildStep.run).toMatch(/if \[ "\$FIRST_DEPLOY" = true \]; then export BLOG_ARCHIVE_FROM=""; fi/);
  });

  it("keeps the schedule enabled past 60 days without activity", () => {
    const keep = build.steps.find((/** @type {any} */ step) => runs("actions/workflows/site.yml/enable")(step));
    expect(keep.if).toBe("github.event_name == 'schedule'");
    expect(keep.run).toContain("gh api --method PUT");
    expect(build.permissions.actions).toBe("write");
  });
});
