// A page's address with what is open over it: the same whether the page's own address is reused or written again.
import t from 'tap';
import { urlBuilder } from '../../server/base-path.ts';
import { detailsHrefs, dialogHrefs, listPage, pageHref, pagePath, withDetails, type ListAddress, type PageAddress } from '../../server/domain/entity-address.ts';

const url = urlBuilder('');
const based = urlBuilder('/console');

t.test('row actions over one list page, one after the other', async (t) => {
  const page: PageAddress = { path: '/devices', query: { page: 2, pageSize: undefined, textSearch: 'a b&c', details: '' } };
  t.equal(pageHref(url, page), '/devices?page=2&textSearch=a+b%26c');
  t.equal(pageHref(url, page, { dialog: 'delete', ids: ['x1'] }), '/devices?page=2&textSearch=a+b%26c&dialog=delete&ids=x1');
  t.equal(pageHref(url, page, { dialog: 'assign', ids: ['x1', 'x2'] }), '/devices?page=2&textSearch=a+b%26c&dialog=assign&ids=x1%2Cx2');
  t.equal(pageHref(url, page, { edit: true, step: '2' }), '/devices?page=2&textSearch=a+b%26c&edit=true&step=2');
  t.equal(pageHref(based, page, { dialog: 'delete', ids: ['x1'] }), '/console/devices?page=2&textSearch=a+b%26c&dialog=delete&ids=x1', 'another base path for the same page');
  t.equal(pageHref(url, page, { dialog: 'delete', ids: ['x1'] }), '/devices?page=2&textSearch=a+b%26c&dialog=delete&ids=x1', 'and back');
});

t.test('a page without a query of its own', async (t) => {
  const page: PageAddress = { path: '/devices/d1', query: {} };
  t.equal(pageHref(url, page), '/devices/d1');
  t.equal(pageHref(url, page, { dialog: 'credentials', ids: [] }), '/devices/d1?dialog=credentials');
});

t.test('a page whose query already names an overlay parameter keeps its place in the address', async (t) => {
  const page: PageAddress = { path: '/devices', query: { dialog: 'old', page: 1 } };
  t.equal(pageHref(url, page, { dialog: 'delete', ids: ['x1'] }), '/devices?dialog=delete&page=1&ids=x1');
  t.equal(pageHref(url, page), '/devices?page=1');
});

t.test("each row's details address: the list's own with the row's details, as the page object writes it", async (t) => {
  const lists: ListAddress[] = [
    { path: '/devices', state: { page: 0, pageSize: 10, property: 'createdTime', direction: 'DESC', textSearch: '' }, filters: {} },
    { path: '/devices', state: { page: 2, pageSize: 20, property: 'name', direction: 'ASC', textSearch: 'a b&c' }, filters: { deviceProfileId: 'p/1' }, details: 'old' },
    { path: '/widgets-bundles', state: { page: 0, pageSize: 10, property: 'title', direction: 'ASC', textSearch: '' }, filters: {}, defaultSort: { property: 'title', direction: 'ASC' } },
  ];
  for (const list of lists) {
    for (const id of ['784f3940-2f04-11ec-8b39-9b3e8ca1f3a3', 'a&b c/é']) {
      t.equal(detailsHrefs(based, list)(id), pageHref(based, listPage(withDetails(list, id))), `${list.path} ${id}`);
      t.equal(detailsHrefs(url, list)(id), pagePath(listPage(withDetails(list, id))), 'as a console path');
    }
  }
});

t.test("each row's dialog address: the page's own with the dialog and the row's id, as pageHref writes it", async (t) => {
  const pages: PageAddress[] = [
    { path: '/devices', query: {} },
    { path: '/devices', query: { page: 2, textSearch: 'a b&c', deviceProfileId: 'p/1', details: 'd1' } },
    { path: '/devices', query: { dialog: 'old', page: 1 } },
    { path: '/devices/d1', query: { edit: 'true' } },
  ];
  for (const page of pages) {
    for (const dialog of ['delete', 'make public', '']) {
      for (const id of ['784f3940-2f04-11ec-8b39-9b3e8ca1f3a3', 'a&b c/é', '']) {
        for (const [name, u] of [['no base path', url], ['a base path', based]] as const) {
          t.equal(dialogHrefs(u, page, dialog)(id), pageHref(u, page, { dialog, ids: [id] }), `${JSON.stringify(page.query)} ${dialog} ${id} ${name}`);
        }
      }
    }
  }
});
