import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths, patterns } from './paths';

describe('paths', () => {
  it('builds the paths the router patterns match, with the same parameters', () => {
    const cases = [
      [patterns.board, paths.board('b1'), { boardId: 'b1' }],
      [patterns.createItem, paths.createItem('b1', 'g2'), { boardId: 'b1', groupId: 'g2' }],
      [patterns.item, paths.item('b1', 'i1'), { boardId: 'b1', itemId: 'i1' }],
      [patterns.editItem, paths.editItem('b1', 'i1'), { boardId: 'b1', itemId: 'i1' }],
    ] as const;
    for (const [pattern, path, params] of cases) {
      expect(matchPath(`/${pattern}`, path)?.params).toEqual(params);
    }
    expect(paths.editItem('b1', 'i1')).toBe('/board/b1/item-details/i1/edit-details');
    expect(`${paths.auth()}/${patterns.login}`).toBe(paths.login());
    expect(`${paths.settings()}/${patterns.changePassword}`).toBe(paths.changePassword());
    expect(`${paths.console()}/${patterns.consoleClients}`).toBe(paths.consoleClients());
    expect(`${paths.console()}/${patterns.consoleStaff}`).toBe(paths.consoleStaff());
    expect(`${paths.console()}/${patterns.consoleActivity}`).toBe(paths.consoleActivity());
    expect(`${paths.console()}/${patterns.consoleSettings}`).toBe(paths.consoleSettings());
  });
});
