import { cn } from '../../lib/cn';

export interface TableColumn {
  label: string;
  className?: string;
}

/** A table's column headings, one row of `<th scope="col">`. */
export function TableHead({
  columns,
  className,
  rowClassName,
}: {
  columns: readonly TableColumn[];
  className?: string;
  rowClassName?: string;
}) {
  return (
    <thead className={className}>
      <tr className={rowClassName}>
        {columns.map((column) => (
          <th key={column.label} scope="col" className={cn('font-medium', column.className)}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
