import t from 'tap';
import { urlBuilder } from '../../server/base-path.ts';
import { pageLink, sortedBy, tableHref, type TableState } from '../../server/domain/table-state.ts';

const url = urlBuilder('');
const base: TableState = { page: 0, pageSize: 10, property: 'createdTime', direction: 'DESC', textSearch: '' };

t.test('canonical addresses omit defaults like the upstream console', async (t) => {
  t.equal(tableHref(url, '/devices', base), '/devices');
  t.equal(tableHref(url, '/devices', { ...base, page: 2 }), '/devices?page=2');
  t.equal(tableHref(url, '/devices', { ...base, pageSize: 20 }), '/devices?pageSize=20');
  t.equal(tableHref(url, '/devices', { ...base, direction: 'ASC' }), '/devices?property=createdTime&direction=ASC');
  t.equal(tableHref(url, '/devices', { ...base, textSearch: 'a b&c' }), '/devices?textSearch=a+b%26c');
  t.equal(tableHref(urlBuilder('/fb'), '/devices', base), '/fb/devices');
});

t.test('sorting a column', async (t) => {
  t.same(sortedBy({ ...base, page: 3 }, 'name'), { ...base, property: 'name', direction: 'ASC', page: 0 });
  t.equal(sortedBy({ ...base, property: 'name', direction: 'ASC' }, 'name').direction, 'DESC');
  t.equal(sortedBy({ ...base, property: 'name', direction: 'DESC' }, 'name').direction, 'ASC');
});

t.test('platform page link', async (t) => {
  t.same(pageLink(base), { pageSize: 10, page: 0, sortProperty: 'createdTime', sortOrder: 'DESC' });
  t.same(pageLink({ ...base, textSearch: 'x' }).textSearch, 'x');
});
