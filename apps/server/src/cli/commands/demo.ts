import { type Command, InvalidArgumentError } from 'commander';
import { tenantUrl } from '../../config';
import { seedDemo } from '../demo/seed';
import { DEMO } from '../demo/tenant';
import { withServices } from '../run';

export { DEMO };

const itemCount = (value: string): number => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 5_000_000)
    throw new InvalidArgumentError('Must be a whole number from 1 to 5000000.');
  return n;
};

export const registerDemoCommand = (program: Command) => {
  program
    .command('demo')
    .description(
      'Create the demo tenant: a user to sign in with, people with avatars and three boards with every column type (what exists is kept)',
    )
    .option('--items <n>', 'also add one large board with n items (for benchmarks)', itemCount)
    // A bad value is one line, as for every command (see tenant.ts).
    .showHelpAfterError(false)
    .action((options: { items?: number }) =>
      withServices(async (services, ctx) => {
        const started = Date.now();
        const result = await seedDemo(services, options);
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        if (result.boardsAdded) console.log(`Added ${result.boardsAdded} demo boards.`);
        if (result.large)
          console.log(
            result.large.created
              ? `Added a board with ${options.items} items (${seconds} s).`
              : `The board with ${options.items} items exists already.`,
          );
        console.log(`Demo portal: ${tenantUrl(ctx.config, DEMO.slug)}`);
        console.log(`Sign in with ${DEMO.email} / ${DEMO.password}`);
        for (const member of DEMO.staff)
          console.log(
            `Staff (${member.role}, opens the console at /console): ${member.email} / ${member.password}`,
          );
      }),
    );
};
