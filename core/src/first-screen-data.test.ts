import { describe, expect, it } from 'vitest';
import { firstScreenCode, firstScreenData, firstScreenPicture } from './first-screen-data.ts';

describe('firstScreenData', () => {
  it('names the reads of each signed-in screen', () => {
    expect(firstScreenData('/dashboard', '')).toEqual(['/api/lists']);
    expect(firstScreenData('/feed', '')).toEqual(['/api/feed/popular']);
    expect(firstScreenData('/list/l-1', '')).toEqual(['/api/lists/l-1']);
    expect(firstScreenData('/list/l-1', '?tab=schedule')).toEqual([
      '/api/lists/l-1',
      '/api/lists/l-1/nutrition',
    ]);
    expect(firstScreenData('/list/l-1', '?tab=shopping')).toEqual([
      '/api/lists/l-1',
      '/api/lists/l-1/ingredients',
      '/api/lists/l-1/shopping',
    ]);
    expect(firstScreenData('/list/l-1/meal/m-2', '')).toEqual(['/api/meals/m-2?listId=l-1']);
    expect(firstScreenData('/list/any/meal/m-2', '')).toEqual(['/api/meals/m-2']);
  });

  it('asks for nothing on other pages, and keeps odd ids encoded as the queries do', () => {
    expect(firstScreenData('/settings', '')).toEqual([]);
    expect(firstScreenData('/login', '')).toEqual([]);
    expect(firstScreenData('/list/a%20b', '')).toEqual(['/api/lists/a%20b']);
  });

  it('reads the tab as the address gives it, wherever it is among the parameters', () => {
    const shopping = ['/api/lists/l-1', '/api/lists/l-1/ingredients', '/api/lists/l-1/shopping'];
    expect(firstScreenData('/list/l-1', '?x=1&tab=shopping')).toEqual(shopping);
    expect(firstScreenData('/list/l-1', '?tab=shop%70ing')).toEqual(shopping);
    expect(firstScreenData('/list/l-1', '?tab=schedule&tab=shopping')).toEqual([
      '/api/lists/l-1',
      '/api/lists/l-1/nutrition',
    ]);
    expect(firstScreenData('/list/l-1', '?notab=shopping')).toEqual(['/api/lists/l-1']);
    expect(firstScreenData('/list/l-1', '?tab=%E0')).toEqual(['/api/lists/l-1']);
  });

  it('asks for nothing, and throws nothing, for a malformed address', () => {
    expect(firstScreenData('/list/%E0', '')).toEqual([]);
    expect(firstScreenData('/list/l-1/meal/%E0%A4', '')).toEqual([]);
  });
});

describe('firstScreenCode', () => {
  it('names the screen and the tab of each signed-in address', () => {
    expect(firstScreenCode('/dashboard', '')).toEqual({ screen: 'dashboard', tab: null });
    expect(firstScreenCode('/feed', '')).toEqual({ screen: 'feed', tab: null });
    expect(firstScreenCode('/post/p-1', '')).toEqual({ screen: 'feed', tab: null });
    expect(firstScreenCode('/profile', '')).toEqual({ screen: 'profile', tab: null });
    expect(firstScreenCode('/profile/u-1', '')).toEqual({ screen: 'profile', tab: null });
    expect(firstScreenCode('/settings', '')).toEqual({ screen: 'settings', tab: null });
    expect(firstScreenCode('/list/l-1', '')).toEqual({ screen: 'list', tab: null });
    expect(firstScreenCode('/list/l-1', '?tab=shopping')).toEqual({
      screen: 'list',
      tab: 'shopping-list',
    });
    expect(firstScreenCode('/list/l-1', '?x=1&tab=schedul%65')).toEqual({
      screen: 'list',
      tab: 'schedule',
    });
    expect(firstScreenCode('/list/l-1/meal/m-2', '?tab=shopping')).toEqual({
      screen: 'meal',
      tab: null,
    });
  });

  it('has no screen code for account screens, unknown or malformed addresses', () => {
    for (const path of ['/', '/login', '/signup', '/nope', '/list', '/list/a/b', '/profile/a/b']) {
      expect(firstScreenCode(path, '')).toBeNull();
    }
    expect(firstScreenCode('/list/l-1', '?tab=%E0')).toEqual({ screen: 'list', tab: null });
    expect(firstScreenCode('/list/l-1', '?tab=nutrition')).toEqual({ screen: 'list', tab: null });
  });
});

describe('firstScreenPicture', () => {
  it('names the meal of a meal detail and the feed', () => {
    expect(firstScreenPicture('/list/l-1/meal/m-2')).toEqual({
      screen: 'meal',
      mealId: 'm-2',
      listId: 'l-1',
    });
    expect(firstScreenPicture('/list/any/meal/m%202')).toEqual({
      screen: 'meal',
      mealId: 'm 2',
      listId: null,
    });
    expect(firstScreenPicture('/feed')).toEqual({ screen: 'feed' });
  });

  it("names the first meal card of a list's Meals tab and of a profile", () => {
    expect(firstScreenPicture('/list/l%201', '')).toEqual({ screen: 'list', listId: 'l 1' });
    expect(firstScreenPicture('/list/l-1', '?tab=meals')).toEqual({
      screen: 'list',
      listId: 'l-1',
    });
    expect(firstScreenPicture('/profile')).toEqual({ screen: 'profile', userId: null });
    expect(firstScreenPicture('/profile/u%201')).toEqual({ screen: 'profile', userId: 'u 1' });
  });

  it('names nothing for tabs whose largest content is text, other pages and malformed addresses', () => {
    expect(firstScreenPicture('/list/l-1', '?tab=shopping')).toBeNull();
    expect(firstScreenPicture('/list/l-1', '?tab=schedule')).toBeNull();
    for (const address of ['/dashboard', '/post/p-1', '/login', '/settings', '/profile/a/b']) {
      expect(firstScreenPicture(address)).toBeNull();
    }
    for (const address of ['/list/%E0/meal/m-1', '/list/%E0', '/profile/%E0']) {
      expect(firstScreenPicture(address)).toBeNull();
    }
  });
});
